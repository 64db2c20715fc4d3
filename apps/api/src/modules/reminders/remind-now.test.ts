import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema/users';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';

describe('POST /api/orders/:id/remind', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_NAME: 'Shinde Fiberglass' } });
    admin = await createAdmin(t, { name: 'Ravi Shinde' });
  });
  afterAll(async () => t.close());

  const remind = (orderId: string, by: TestUser = admin) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/remind`, headers: by.headers });
  const reminders = (orderId: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/reminders`, headers: admin.headers });
  const customerWith = async (changes: Partial<typeof users.$inferInsert>, language: 'en' | 'mr' = 'en') => {
    const customer = await createUser(t, { language });
    if (Object.keys(changes).length) await t.db.update(users).set(changes).where(eq(users.id, customer.user.id));
    return customer;
  };

  it("mails the reminder in the customer's language with a pay link, and lists it on the order", async () => {
    const customer = await customerWith({}, 'mr');
    const order = await insertCustomerOrder(t, customer, { price: 1180, changes: { paidPaise: 18_000 } });
    await t.clearMail();
    const res = await remind(order.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ reminder: { number: 1, sentBy: 'Ravi Shinde', channels: ['email'] } });
    const [mail] = await t.mail();
    const ref = order.id.slice(0, 8).toUpperCase();
    expect(mail).toMatchObject({ to: customer.user.email, subject: `ऑर्डर #${ref} च्या पैशांची आठवण` });
    expect(mail?.text).toContain('Shinde Fiberglass कडील');
    expect(mail?.text).toContain('₹1,000.00');
    const link = /http:\/\/karigar\.test\/pay\/[\w-]{43}/.exec(mail?.text ?? '')?.[0];
    const shown = await t.app.inject({ method: 'GET', url: new URL(link!).pathname.replace('/pay/', '/api/pay/') });
    expect(shown.json()).toMatchObject({ amountDuePaise: 100_000 });
    expect((await reminders(order.id)).json()).toEqual({
      reminders: [{ number: 1, sentAt: expect.any(String), sentBy: 'Ravi Shinde', channels: ['email'] }],
    });
  });

  it('sends it on WhatsApp too when the customer consented, with the reference, amount and link as params', async () => {
    const customer = await customerWith({ phone: '+919822012345', whatsAppConsentAt: new Date() });
    const order = await insertCustomerOrder(t, customer);
    const res = await remind(order.id);
    expect(res.json()).toMatchObject({ reminder: { channels: ['email', 'whatsapp'] } });
    const [message] = await t.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.orderId, order.id));
    expect(message).toMatchObject({ to: '+919822012345', event: 'payment-reminder', language: 'en' });
    expect(message?.params).toEqual([
      order.id.slice(0, 8).toUpperCase(),
      '₹1,180.00',
      expect.stringMatching(/^http:\/\/karigar\.test\/pay\//),
    ]);
    expect(message?.text).toContain(message?.params[2]);
  });

  it('leaves WhatsApp out after an opt-out, and answers 409 when the customer allows no channel', async () => {
    const consent = new Date(Date.now() - 60_000);
    const customer = await customerWith({
      phone: '+919822012345',
      whatsAppConsentAt: consent,
      whatsAppOptedOutAt: new Date(),
      emailUpdates: false,
    });
    const order = await insertCustomerOrder(t, customer);
    const res = await remind(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REMINDER_NO_CHANNEL' });
    expect((await reminders(order.id)).json()).toEqual({ reminders: [] });
    expect(await t.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.orderId, order.id))).toEqual([]);
  });

  it('answers 409 when nothing is due', async () => {
    const customer = await customerWith({});
    const paid = await insertCustomerOrder(t, customer, { changes: { paymentStatus: 'paid' } });
    expect((await remind(paid.id)).json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    const settled = await insertCustomerOrder(t, customer, { price: 1180, changes: { paidPaise: 118_000 } });
    const res = await remind(settled.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });
    const cancelled = await insertCustomerOrder(t, customer, { changes: { status: 'Cancelled' } });
    expect((await remind(cancelled.id)).statusCode).toBe(409);
  });

  it('is for the admin only', async () => {
    const customer = await customerWith({});
    const order = await insertCustomerOrder(t, customer);
    expect((await remind(order.id, customer)).statusCode).toBe(403);
    const reminded = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/reminders`,
      headers: customer.headers,
    });
    expect(reminded.statusCode).toBe(403);
    expect((await remind('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
