import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { queueWhatsApp } from '../outbox/queue-whatsapp';
import { startWhatsAppDelivery } from './start-whatsapp-delivery';

describe('startWhatsAppDelivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a worker while the app runs, so a queued sandbox message is delivered without anyone asking', async () => {
    const app = Fastify({ logger: false });
    startWhatsAppDelivery(app, { config: t.config, db: t.db });
    await app.ready();
    await t.db.transaction((tx) =>
      queueWhatsApp(tx, [
        {
          userId: null,
          orderId: null,
          to: '+919822012345',
          event: 'ready-for-pickup',
          language: 'en',
          params: ['Asha'],
          text: 'Asha, your car is ready for pickup.',
        },
      ]),
    );
    await vi.waitFor(
      async () => {
        const [row] = await t.db.select().from(whatsAppMessages);
        expect(row?.status).toBe('delivered');
      },
      { timeout: 15_000, interval: 100 },
    );
    await app.close();
  });
});
