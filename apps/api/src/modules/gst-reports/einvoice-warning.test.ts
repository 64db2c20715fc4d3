import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { einvoiceWarning } from './einvoice-warning';
import { insertInvoice } from './gst-report-test-support';

describe('the start-up warning near the e-invoicing threshold', () => {
  let t: TestApp;
  let customer: TestUser;
  const now = new Date('2026-10-15T12:00:00+05:30');

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    // Last financial year's invoice (31 March 2026, India time) never counts towards this one.
    await insertInvoice(t, customer, 'INV/2025-26/0001', '2026-03-31T23:00:00+05:30', {
      taxable: 3_00_00_000_00,
      tax: 0,
    });
    await insertInvoice(t, customer, 'INV/2026-27/0001', '2026-04-01T00:30:00+05:30', {
      taxable: 3_99_99_999_99,
      tax: 0,
    });
  });
  afterAll(async () => t.close());

  it('says nothing below 80 % of ₹5 crore', async () => {
    expect(await einvoiceWarning(t.db, t.config, now)).toBeUndefined();
  });

  it('warns in one line once the year’s invoiced taxable value reaches 80 %', async () => {
    await insertInvoice(t, customer, 'INV/2026-27/0002', '2026-10-01T10:00:00+05:30', { taxable: 1, tax: 0 });
    const warning = await einvoiceWarning(t.db, t.config, now);
    expect(warning).toBe(
      'E-invoicing: turnover invoiced in 2026-27 is ₹4,00,00,000.00, 80 % of the ₹5,00,00,000.00 threshold; ' +
        'above it, B2B invoices need an IRN from the next financial year.',
    );
  });

  it('says nothing for a workshop without a GSTIN', async () => {
    const business = { ...t.config.business, gstin: undefined };
    expect(await einvoiceWarning(t.db, { business }, now)).toBeUndefined();
  });
});
