import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { defaultDeliveryPolicy, type DeliveryLog } from '../outbox/deliver-due-mail';
import { queueWhatsApp } from '../outbox/queue-whatsapp';
import { createWhatsAppProvider } from './create-whatsapp-provider';
import { deliverDueWhatsApp } from './deliver-due-whatsapp';
import type { OutgoingWhatsApp, WhatsAppProvider } from './whatsapp-provider';

const quiet: DeliveryLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('WhatsApp delivery in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers every queued message exactly once across two instances, with a sandbox provider id', async () => {
    expect(t.config.whatsApp.mode).toBe('sandbox');
    const sandbox = createWhatsAppProvider(t.config.whatsApp);
    if (!sandbox) throw new Error('the sandbox has a provider');
    const sent: OutgoingWhatsApp[] = [];
    const counting: WhatsAppProvider = {
      send: (message) => {
        sent.push(message);
        return sandbox.send(message);
      },
    };
    await t.db.transaction((tx) =>
      queueWhatsApp(
        tx,
        Array.from({ length: 25 }, (_, i) => ({
          userId: null,
          orderId: null,
          to: `+9198220${String(i).padStart(5, '0')}`,
          event: 'order-placed' as const,
          language: 'en' as const,
          params: [`Customer ${i}`],
          text: `Customer ${i}, your order is placed.`,
        })),
      ),
    );
    const delivery = { db: t.db, provider: counting, log: quiet, policy: { ...defaultDeliveryPolicy, batchSize: 4 } };
    const [first, second] = await Promise.all([deliverDueWhatsApp(delivery), deliverDueWhatsApp(delivery)]);
    expect((first ?? 0) + (second ?? 0)).toBe(25);
    expect(new Set(sent.map((message) => message.to)).size).toBe(25);
    expect(sent).toHaveLength(25);

    const rows = await t.db.select().from(whatsAppMessages);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(rows.every((row) => row.providerMessageId?.startsWith('wamid.sandbox-'))).toBe(true);
    expect(rows.every((row) => row.sentAt !== null && row.deliveredAt !== null)).toBe(true);
    expect(await deliverDueWhatsApp(delivery)).toBe(0);
  });
});
