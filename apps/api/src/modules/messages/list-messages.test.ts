import type { MessageListAnswer } from '@karigar/domain/message-list';
import { orderRef } from '@karigar/domain/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { queueWhatsApp } from '../../lib/outbox/queue-whatsapp';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';

describe('GET /api/messages', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let orderId: string;
  let otherOrderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t, { name: 'Asha Patil' });
    orderId = (await insertCustomerOrder(t, customer)).id;
    otherOrderId = (await insertCustomerOrder(t, customer)).id;
    // A real flow mails the customer about the order: its status changed.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'Confirmed' },
    });
    expect(changed.statusCode).toBe(200);
    // Account mail (a reset link) is the customer's alone: it must never be listed.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.user.email } });
    await t.app.answeredWorkDone();
    await t.db.transaction((tx) =>
      queueWhatsApp(tx, [
        {
          userId: customer.user.id,
          orderId,
          to: '+919822012345',
          event: 'ready-for-pickup',
          language: 'mr',
          params: ['Asha'],
          text: 'Asha, तुमची गाडी तयार आहे.',
        },
        {
          userId: customer.user.id,
          orderId: otherOrderId,
          to: '+919822012345',
          event: 'order-placed',
          language: 'en',
          params: ['Asha'],
          text: 'Asha, your order is placed.',
        },
      ]),
    );
    await t.db
      .update(whatsAppMessages)
      .set({
        status: 'failed',
        lastError: 'The number cannot receive WhatsApp messages (WhatsApp error 131026)',
        errorCode: '131026',
      })
      .where(eq(whatsAppMessages.orderId, otherOrderId));
  });
  afterAll(() => t.close());

  const list = async (query = '', user: TestUser = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/messages${query}`, headers: user.headers });
    return { status: res.statusCode, body: res.json<MessageListAnswer>() };
  };

  it('lists every customer message of both channels, newest first, as the customer reads it', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.messages.map((m) => [m.channel, m.event])).toEqual([
      ['whatsapp', 'order-placed'],
      ['whatsapp', 'ready-for-pickup'],
      ['email', null],
    ]);
    const [, whatsApp, email] = body.messages;
    expect(whatsApp).toMatchObject({
      to: '+919822012345',
      language: 'mr',
      text: 'Asha, तुमची गाडी तयार आहे.',
      status: 'queued',
      orderId,
      orderRef: orderRef(orderId),
      customerName: 'Asha Patil',
    });
    expect(email).toMatchObject({
      to: customer.user.email,
      status: 'kept',
      orderId,
      customerName: 'Asha Patil',
      errorCode: null,
    });
    expect(email?.subject).toContain('Confirmed');
    expect(body.messages.some((m) => m.text.includes('reset-password'))).toBe(false);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 3, limit: 20 });
  });

  it('filters by channel, status and order, for both channels', async () => {
    expect((await list('?channel=email')).body.messages.map((m) => m.channel)).toEqual(['email']);
    const failed = (await list('?status=failed')).body.messages;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ lastError: expect.stringContaining('131026'), errorCode: '131026' });
    const ofOrder = (await list(`?orderId=${orderId}`)).body.messages;
    expect(ofOrder.map((m) => m.channel)).toEqual(['whatsapp', 'email']);
    expect((await list(`?orderId=${orderId}&channel=whatsapp&status=queued`)).body.pagination.total).toBe(1);
  });

  it('pages the list', async () => {
    const first = (await list('?limit=2')).body;
    const second = (await list('?limit=2&page=2')).body;
    expect(first.pagination).toMatchObject({ total: 3, totalPages: 2 });
    expect(second.messages.map((m) => m.channel)).toEqual(['email']);
  });

  it('refuses a bad filter with a field error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages?orderId=nope', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { orderId: 'REQUEST_INVALID' } });
    expect((await list('?channel=sms')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const staff = await createUser(t, { role: 'staff' });
    expect((await list('', staff)).status).toBe(403);
    expect((await list('', customer)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });
});
