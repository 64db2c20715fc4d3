import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { defaultDeliveryPolicy, type DeliveryLog } from '../outbox/deliver-due-mail';
import { queueWhatsApp, type WhatsAppNotice } from '../outbox/queue-whatsapp';
import { createWhatsAppProvider } from './create-whatsapp-provider';
import { deliverDueWhatsApp } from './deliver-due-whatsapp';
import { startFakeGraph, type FakeGraph } from '../../../test/fake-graph';

const TOKEN = 'graph-test-token';
const PHONE_NUMBER_ID = '1234567890';
const quiet: DeliveryLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const notice = (changes: Partial<WhatsAppNotice> = {}): WhatsAppNotice => ({
  userId: null,
  orderId: null,
  to: '+919822012345',
  event: 'ready-for-pickup',
  language: 'mr',
  params: ['Asha', '#7D2F6A10'],
  text: 'Asha, तुमची ऑर्डर #7D2F6A10 तयार आहे.',
  ...changes,
});

describe('WhatsApp Cloud API contract (a local fake of the Graph API)', () => {
  let t: TestApp;
  let graph: FakeGraph;
  let deliver: () => Promise<number>;

  beforeAll(async () => {
    graph = await startFakeGraph({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
    t = await createTestApp({
      env: {
        WHATSAPP_MODE: 'live',
        WHATSAPP_TOKEN: TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
        WHATSAPP_APP_SECRET: 'app-secret',
        WHATSAPP_VERIFY_TOKEN: 'verify-token',
        WHATSAPP_API_URL: `${graph.url}/v21.0`,
      },
    });
    const provider = createWhatsAppProvider(t.config.whatsApp);
    if (!provider) throw new Error('live mode has a provider');
    deliver = () => deliverDueWhatsApp({ db: t.db, provider, log: quiet, policy: defaultDeliveryPolicy });
  });
  beforeEach(async () => {
    graph.reset();
    await t.db.delete(whatsAppMessages);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const queue = (changes: Partial<WhatsAppNotice> = {}) =>
    t.db.transaction((tx) => queueWhatsApp(tx, [notice(changes)]));
  const onlyRow = async () => {
    const [row, ...others] = await t.db.select().from(whatsAppMessages);
    expect(others).toEqual([]);
    if (!row) throw new Error('no message');
    return row;
  };
  /** Makes a message waiting for its retry due now, as time passing would. */
  const makeDue = () => t.db.update(whatsAppMessages).set({ nextAttemptAt: sql`now()` });

  it('sends a template message with the bearer token and marks it sent with the provider id', async () => {
    await queue();
    expect(await deliver()).toBe(1);
    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request).toMatchObject({
      path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${TOKEN}`,
      json: {
        messaging_product: 'whatsapp',
        to: '919822012345',
        type: 'template',
        template: {
          name: 'karigar_ready_for_pickup',
          language: { code: 'mr' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Asha' },
                { type: 'text', text: '#7D2F6A10' },
              ],
            },
          ],
        },
      },
    });
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.providerMessageId).toBe(graph.sentIds[0]);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('uploads the invoice to the media endpoint, then sends it as the template document header', async () => {
    const pdf = Buffer.from('%PDF-1.7 invoice bytes');
    await queue({
      event: 'invoice',
      language: 'en',
      document: { filename: 'invoice-KG-0001.pdf', contentType: 'application/pdf', base64: pdf.toString('base64') },
    });
    expect(await deliver()).toBe(1);
    const [upload, send] = graph.requests;
    expect(upload).toMatchObject({ path: `/v21.0/${PHONE_NUMBER_ID}/media`, authorization: `Bearer ${TOKEN}` });
    expect(upload?.form).toMatchObject({ messaging_product: 'whatsapp', file: { name: 'invoice-KG-0001.pdf' } });
    expect(upload?.form?.['file']).toMatchObject({ type: 'application/pdf', bytes: pdf.toString('base64') });
    expect(send?.json).toMatchObject({
      template: {
        name: 'karigar_invoice',
        language: { code: 'en' },
        components: [
          {
            type: 'header',
            parameters: [{ type: 'document', document: { id: graph.mediaIds[0], filename: 'invoice-KG-0001.pdf' } }],
          },
          { type: 'body' },
        ],
      },
    });
    expect(await onlyRow()).toMatchObject({ status: 'sent' });
  });

  it('fails a message to an invalid number at once, with the reason in words', async () => {
    graph.failNext({ status: 400, code: 131026, message: 'Message Undeliverable.' });
    await queue();
    expect(await deliver()).toBe(0);
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, providerMessageId: null });
    expect(row.lastError).toBe('The number cannot receive WhatsApp messages (WhatsApp error 131026)');
    expect(row.errorCode).toBe('131026');
    expect(row.failedAt).toBeInstanceOf(Date);
    await makeDue();
    expect(await deliver()).toBe(0);
    expect(graph.requests).toHaveLength(1);
  });

  it('fails a message whose template is missing or not approved at once', async () => {
    graph.failNext({ status: 404, code: 132001, message: 'Template name does not exist in the translation' });
    await queue({ event: 'payment-reminder' });
    await deliver();
    const row = await onlyRow();
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('not approved (WhatsApp error 132001)');
  });

  it('retries a rate-limited message later and sends it then', async () => {
    graph.failNext({ status: 400, code: 130429, message: 'Rate limit hit' });
    await queue();
    expect(await deliver()).toBe(0);
    const waiting = await onlyRow();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toContain('130429');
    expect(waiting.errorCode).toBe('130429');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent.
    expect(await deliver()).toBe(0);
    expect(graph.requests).toHaveLength(1);
    await makeDue();
    expect(await deliver()).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 2, lastError: null, errorCode: null });
  });

  it('marks a message failed after its last attempt when the API keeps answering 5xx', async () => {
    await queue();
    for (let attempt = 1; attempt <= defaultDeliveryPolicy.maxAttempts; attempt++) {
      graph.failNext({ status: 503, code: 131016, message: 'Service unavailable' });
      await makeDue();
      await deliver();
    }
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'failed', attempts: defaultDeliveryPolicy.maxAttempts });
    expect(row.lastError).toContain('Service unavailable');
  });

  it('keeps a message for a retry when the API refuses the token (the owner can renew it meanwhile)', async () => {
    const provider = createWhatsAppProvider({ ...t.config.whatsApp, token: 'expired' });
    if (!provider) throw new Error('live mode has a provider');
    await queue();
    await deliverDueWhatsApp({ db: t.db, provider, log: quiet, policy: defaultDeliveryPolicy });
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toContain('190');
    expect(graph.sentIds).toEqual([]);
    await makeDue();
    expect(await deliver()).toBe(1);
  });
});
