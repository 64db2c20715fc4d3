import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { queueWhatsApp } from '../../lib/outbox/queue-whatsapp';
import { hmacSha256Hex } from '../../lib/payments/signatures';

const APP_SECRET = 'sandbox-app-secret';
const VERIFY_TOKEN = 'sandbox-verify-token';
const PROVIDER_ID = 'wamid.HBgMOTE5ODIyMDEyMzQ1FQIAERgSQUFBQkJC';

/** A WhatsApp Business Account webhook body carrying these statuses and inbound messages. */
const payload = (value: { statuses?: object[]; messages?: object[] }) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      { id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  });

const status = (name: string, at: number, extra: object = {}) => ({
  id: PROVIDER_ID,
  status: name,
  timestamp: String(at),
  recipient_id: '919822012345',
  ...extra,
});

describe('the WhatsApp webhook', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Sandbox mode: the webhook works as in live mode, with the install's secrets (given here).
    t = await createTestApp({ env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN } });
  });
  beforeEach(async () => {
    await t.db.delete(whatsAppMessages);
    await t.db.transaction((tx) =>
      queueWhatsApp(tx, [
        {
          userId: null,
          orderId: null,
          to: '+919822012345',
          event: 'order-placed',
          language: 'en',
          params: ['Asha'],
          text: 'Asha, your order is placed.',
        },
      ]),
    );
    await t.db.update(whatsAppMessages).set({ status: 'sent', providerMessageId: PROVIDER_ID });
  });
  afterAll(() => t.close());

  const post = (body: string, signature: string | undefined = `sha256=${hmacSha256Hex(APP_SECRET, body)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
      payload: body,
    });
  const message = async () => {
    const [row] = await t.db.select().from(whatsAppMessages);
    if (!row) throw new Error('no message');
    return row;
  };

  it('answers the verification challenge only to the right verify token', async () => {
    const verify = (mode: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/webhooks/whatsapp',
        query: { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' },
      });
    const good = await verify('subscribe', VERIFY_TOKEN);
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect((await verify('subscribe', 'guess')).statusCode).toBe(403);
    expect((await verify('unsubscribe', VERIFY_TOKEN)).statusCode).toBe(403);
  });

  it('applies a signed delivery status once, however many times it is delivered', async () => {
    const body = payload({ statuses: [status('delivered', 1_800_000_000)] });
    for (let i = 0; i < 3; i++) expect((await post(body)).statusCode).toBe(200);
    const row = await message();
    expect(row.status).toBe('delivered');
    expect(row.deliveredAt).toEqual(new Date(1_800_000_000_000));
  });

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const body = payload({ statuses: [status('read', 1_800_000_000)] });
    const forged = await post(body, `sha256=${hmacSha256Hex('not-the-secret', body)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await post(body, '')).statusCode).toBe(401);
    // Signed for another body: the signature covers the exact bytes.
    expect((await post(body, `sha256=${hmacSha256Hex(APP_SECRET, `${body} `)}`)).statusCode).toBe(401);
    expect(await message()).toMatchObject({ status: 'sent', readAt: null });
  });

  it('never moves a status backwards: read stays read when a late delivered arrives', async () => {
    await post(payload({ statuses: [status('read', 1_800_000_100)] }));
    await post(payload({ statuses: [status('delivered', 1_800_000_050)] }));
    const row = await message();
    expect(row.status).toBe('read');
    expect(row.readAt).toEqual(new Date(1_800_000_100_000));
    // The read receipt implies delivery; the later delivered status does not overwrite that time.
    expect(row.deliveredAt).toEqual(new Date(1_800_000_100_000));
  });

  it('records a failure with its reason, and ignores one after delivery', async () => {
    const failed = status('failed', 1_800_000_000, { errors: [{ code: 131026, title: 'Message undeliverable' }] });
    await post(payload({ statuses: [failed] }));
    expect(await message()).toMatchObject({
      status: 'failed',
      lastError: 'Message undeliverable (WhatsApp error 131026)',
      errorCode: '131026',
    });

    await t.db.update(whatsAppMessages).set({ status: 'delivered', lastError: null, failedAt: null });
    await post(payload({ statuses: [failed] }));
    expect(await message()).toMatchObject({ status: 'delivered', lastError: null });
  });

  it('opts out the customer who replies STOP, in any case or in Marathi, once', async () => {
    const asha = await createUser(t, { name: 'Asha STOP' });
    const ravi = await createUser(t, { name: 'Ravi' });
    await t.db
      .update(users)
      .set({ phone: '+919822012345', whatsAppConsentAt: new Date() })
      .where(eq(users.id, asha.user.id));
    await t.db
      .update(users)
      .set({ phone: '+919800000001', whatsAppConsentAt: new Date() })
      .where(eq(users.id, ravi.user.id));
    await t.db.update(whatsAppMessages).set({ userId: asha.user.id, status: 'queued', providerMessageId: null });

    const reply = (text: string, from = '919822012345') =>
      post(
        payload({ messages: [{ from, id: 'wamid.in', timestamp: '1800000000', type: 'text', text: { body: text } }] }),
      );
    expect((await reply('Please call me')).statusCode).toBe(200);
    const [before] = await t.db.select().from(users).where(eq(users.id, asha.user.id));
    expect(before?.whatsAppOptedOutAt).toBeNull();

    expect((await reply(' stop ')).statusCode).toBe(200);
    await reply('STOP');
    const [after] = await t.db.select().from(users).where(eq(users.id, asha.user.id));
    expect(after?.whatsAppOptedOutAt).toBeInstanceOf(Date);
    const [other] = await t.db.select().from(users).where(eq(users.id, ravi.user.id));
    expect(other?.whatsAppOptedOutAt).toBeNull();
    // Her waiting message is not sent; the log says once why.
    expect(await message()).toMatchObject({ status: 'failed', errorCode: 'opted-out' });
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'whatsapp_stop_reply'));
    expect(logged.map((entry) => entry.entityId)).toEqual([asha.user.id]);

    await reply('थांबा', '919800000001');
    const [marathi] = await t.db.select().from(users).where(eq(users.id, ravi.user.id));
    expect(marathi?.whatsAppOptedOutAt).toBeInstanceOf(Date);
  });

  it('refuses a signed body that is not JSON', async () => {
    const res = await post('not json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEBHOOK_BODY_INVALID' });
  });
});
