import { orderNumber } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import type { ServiceRow } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { languageOfEmail } from './recipient-language';

describe('mails in the reader language', () => {
  let t: TestApp;
  let marathiAdmin: TestUser;
  let englishAdmin: TestUser;
  let ravi: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'workshop@example.com' } });
    marathiAdmin = await createAdmin(t, { name: 'Owner', email: 'workshop@example.com', language: 'mr' });
    englishAdmin = await createAdmin(t, { name: 'Helper', email: 'helper@example.com' });
    ravi = await createUser(t, { name: 'Ravi Kale', email: 'ravi@example.com', language: 'mr' });
    service = await createService(t, { name: 'Fiberglass roofing', nameMr: 'फायबरग्लास छप्पर', price: 1000 });
  });
  beforeEach(async () => {
    await t.clearMail();
  });
  afterAll(() => t.close());

  const mailTo = async (address: string) => (await t.mail()).filter((m) => m.to === address);

  it("writes a Marathi customer's order status mail in Marathi, with the service's Marathi name", async () => {
    const order = await createOrder(t, ravi.user, service);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: marathiAdmin.headers,
      payload: { status: 'Confirmed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ order: Order }>().order.serviceNameMr).toBe('फायबरग्लास छप्पर');
    const ref = orderNumber(order.id);
    const [mail] = await mailTo('ravi@example.com');
    expect(mail?.subject).toBe(`तुमची ऑर्डर #${ref} आता निश्चित आहे`);
    expect(mail?.text).toContain('नमस्कार Ravi Kale,');
    expect(mail?.text).toContain('सेवा: फायबरग्लास छप्पर');
    expect(mail?.text).toContain('एकूण (करासह): ₹1,180.00');
  });

  it("writes a Marathi customer's password reset link in Marathi", async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'ravi@example.com' } });
    const [mail] = await mailTo('ravi@example.com');
    expect(mail?.subject).toBe('तुमचा कारागीर पासवर्ड रीसेट करा');
    expect(mail?.html).toContain('<p>नमस्कार Ravi Kale,</p>');
  });

  it('tells each admin of a payment in their own language, and sends the Marathi receipt with a Latin-digit date', async () => {
    const order = await createOrder(t, ravi.user, service);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: englishAdmin.headers,
      payload: { method: 'cash', amount: 1180, paidAt: indiaDate(new Date()) },
    });
    expect(res.statusCode).toBe(201);
    const ref = orderNumber(order.id);
    expect((await mailTo('workshop@example.com'))[0]).toMatchObject({
      subject: `पैसे मिळाले: ऑर्डर #${ref} साठी ₹1,180.00`,
      text: expect.stringContaining('(रोख, Helper यांनी नोंदवले)'),
    });
    expect((await mailTo('helper@example.com'))[0]).toMatchObject({
      subject: `Payment received: ₹1,180.00 for order #${ref}`,
      text: expect.stringContaining('(cash, recorded by Helper)'),
    });
    const [receipt] = await mailTo('ravi@example.com');
    expect(receipt?.subject).toBe(`ऑर्डर #${ref} चे पैसे मिळाले`);
    expect(receipt?.text).toContain(`ऑर्डर #${ref} (फायबरग्लास छप्पर) साठी तुमचे ₹1,180.00 आम्हाला मिळाले.`);
    expect(receipt?.text).toMatch(/भरल्याची वेळ: \d{1,2} \S+ \d{4}, \d{1,2}:\d{2}/);
  });

  it('tells the workshop address of an enquiry in the language of the admin account it belongs to', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sunil More', email: 'sunil@example.com', message: 'Roof repair' },
    });
    expect((await mailTo('workshop@example.com'))[0]).toMatchObject({
      subject: 'Sunil More यांच्याकडून नवीन चौकशी',
      text: expect.stringContaining('नाव: Sunil More'),
    });
  });

  it('finds the language of the account mailed at an address whatever its letter case', async () => {
    const asha = await createUser(t, { name: 'Asha', email: 'asha.mr@example.com', language: 'mr' });
    await t.db.update(users).set({ email: 'Asha.MR@Example.com' }).where(eq(users.id, asha.user.id));
    expect(await languageOfEmail(t.db, 'ASHA.mr@example.COM')).toBe('mr');
  });
});
