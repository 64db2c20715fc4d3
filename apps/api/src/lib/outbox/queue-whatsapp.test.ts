import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { queueWhatsApp } from './queue-whatsapp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('queueWhatsApp', () => {
  it('writes each message queued, in order, only when its transaction commits', async () => {
    const notice = {
      userId: null,
      orderId: null,
      to: '+919822012345',
      event: 'order-placed' as const,
      language: 'mr' as const,
      params: ['ORD-1'],
      text: 'first',
    };
    await t.db
      .transaction(async (tx) => {
        await queueWhatsApp(tx, [{ ...notice, text: 'rolled back' }]);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => queueWhatsApp(tx, [notice, { ...notice, text: 'second' }]));
    const rows = await t.db
      .select()
      .from(whatsAppMessages)
      .where(eq(whatsAppMessages.to, notice.to))
      .orderBy(whatsAppMessages.createdAt);
    expect(rows.map((row) => [row.text, row.status, row.attempts])).toEqual([
      ['first', 'queued', 0],
      ['second', 'queued', 0],
    ]);
  });
});
