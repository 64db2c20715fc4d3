import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { nextDocumentNumber } from './document-number';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Each test uses its own financial year, so the tests do not depend on each other's numbers.
describe('nextDocumentNumber', () => {
  it('numbers each series on its own, consecutively within a financial year', async () => {
    const at = new Date('2031-06-01T10:00:00+05:30');
    const next = (kind: 'receipt-voucher' | 'credit-note') =>
      t.db.transaction(async (tx) => (await nextDocumentNumber(tx, kind, at)).number);
    expect([await next('receipt-voucher'), await next('credit-note'), await next('receipt-voucher')]).toEqual([
      'RV/2031-32/0001',
      'CN/2031-32/0001',
      'RV/2031-32/0002',
    ]);
  });

  it('starts again at 1 in the next financial year, which begins on 1 April in India', async () => {
    const number = (at: string) =>
      t.db.transaction(async (tx) => (await nextDocumentNumber(tx, 'refund-voucher', new Date(at))).number);
    expect(await number('2032-03-31T23:00:00+05:30')).toBe('RF/2031-32/0001');
    expect(await number('2032-04-01T00:10:00+05:30')).toBe('RF/2032-33/0001');
  });

  it('never gives two documents issued at the same moment the same number', async () => {
    const at = new Date('2033-07-01T10:00:00+05:30');
    const numbers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction(async (tx) => (await nextDocumentNumber(tx, 'credit-note', at)).number),
      ),
    );
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.sort().at(-1)).toBe('CN/2033-34/0008');
  });
});
