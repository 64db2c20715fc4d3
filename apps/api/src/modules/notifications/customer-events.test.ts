import { noticeEvents, type NoticeEvent } from '@karigar/domain/customer-notice';
import type { Stage, StagesAnswer } from '@karigar/domain/workshop-floor';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';

describe('every customer event on email and WhatsApp, in the customer’s language', () => {
  let t: TestApp;
  let admin: TestUser;
  let service: ServiceRow;
  let stages: Stage[];

  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_GSTIN: '27ABCDE1234F1Z5' } });
    admin = await createAdmin(t, { name: 'Owner Admin' });
    service = await createService(t, { name: 'Fiberglass bathtub', nameMr: 'फायबरग्लास बाथटब', price: 1000 });
    const res = await t.app.inject({ method: 'GET', url: '/api/workshop/stages', headers: admin.headers });
    stages = res.json<StagesAnswer>().stages;
  });
  afterAll(() => t.close());

  const customer = async (name: string, language: 'en' | 'mr', consent: boolean) => {
    const made = await createUser(t, { name, language });
    await t.db.update(users).set({ phone: '+919822012345' }).where(eq(users.id, made.user.id));
    if (consent) await setWhatsApp(made, true);
    return made;
  };
  const setWhatsApp = async (who: TestUser, whatsApp: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: who.headers,
      payload: { whatsApp },
    });
    expect(res.statusCode).toBe(200);
  };
  const call = async (method: 'PUT' | 'PATCH' | 'POST', url: string, who: TestUser, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
  const messagesOf = (userId: string, event?: NoticeEvent) =>
    t.db
      .select()
      .from(whatsAppMessages)
      .where(and(eq(whatsAppMessages.userId, userId), event ? eq(whatsAppMessages.event, event) : undefined))
      .orderBy(whatsAppMessages.createdAt);
  const mailsTo = async (who: TestUser) => (await t.mail()).filter((mail) => mail.to === who.user.email);
  const price = (quotationId: string, offeredPrice: number) =>
    call('PUT', `/api/quotations/${quotationId}/update`, admin, { offeredPrice });

  /** Prices, revises and has the customer accept a quotation, then takes its order to ready, a promise and paid. */
  async function wholeJourney(who: TestUser) {
    const quotation = await createQuotation(t, who.user, service);
    await price(quotation.id, 1200);
    await price(quotation.id, 1100);
    await call('PATCH', `/api/quotations/${quotation.id}/action`, who, { action: 'accept' });
    const [order] = await t.db.select().from(orders).where(eq(orders.quotationId, quotation.id));
    if (!order) throw new Error('no order');
    const ready = stages.find((stage) => stage.milestone === 'ready');
    await call('PATCH', `/api/orders/${order.id}/stage`, admin, { stageId: ready?.id });
    await call('PATCH', `/api/orders/${order.id}/assignment`, admin, { promisedDate: '2026-12-24' });
    const amount = order.totalPaise / 100;
    await call('POST', `/api/orders/${order.id}/payments`, admin, {
      method: 'cash',
      amount,
      paidAt: indiaDate(new Date()),
    });
    return order;
  }

  it('queues each event once on WhatsApp, in English, with the text the customer reads, and mails it too', async () => {
    const asha = await customer('Asha Patil', 'en', true);
    const order = await wholeJourney(asha);
    const sent = await messagesOf(asha.user.id);
    // Every event but the reminder, in the order the journey causes them.
    expect(sent.map((m) => m.event)).toEqual(noticeEvents.filter((event) => event !== 'payment-reminder'));
    for (const message of sent)
      expect(message).toMatchObject({ to: '+919822012345', language: 'en', status: 'queued' });
    const ref = order.id.slice(0, 8).toUpperCase();
    expect(sent[0]?.text).toMatch(
      /^Hello Asha Patil, the workshop has priced your quotation for Fiberglass bathtub: ₹1,416\.00 including tax\./,
    );
    expect(sent[3]?.params).toEqual(['Asha Patil', ref, `${t.config.appUrl}/user/orders/${order.id}`]);
    expect(sent[4]?.text).toContain('The workshop now expects: 24 Dec 2026.');
    expect(sent[5]?.params.slice(1, 3)).toEqual(['₹1,298.00', ref]);
    const invoice = sent[6];
    expect(invoice?.document).toMatchObject({ contentType: 'application/pdf' });
    expect(
      Buffer.from(invoice?.document?.base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const subjects = (await mailsTo(asha)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      expect.stringContaining('Fiberglass bathtub'),
      expect.stringContaining('Fiberglass bathtub'),
      `Your order #${ref} for Fiberglass bathtub is placed`,
      `Your order #${ref} is now In Progress`,
      `Your order #${ref} is ready for pickup`,
      `A new delivery date for order #${ref}`,
      `Payment received for order #${ref}`,
      expect.stringMatching(new RegExp(`^Your invoice \\S+ for order #${ref}$`)),
    ]);
    const invoiceMail = (await mailsTo(asha)).at(-1);
    expect(invoiceMail?.attachments?.[0]?.contentType).toBe('application/pdf');
  });

  it('writes both channels in Marathi for a Marathi reader', async () => {
    const sunita = await customer('Sunita Jadhav', 'mr', true);
    const order = await wholeJourney(sunita);
    const sent = await messagesOf(sunita.user.id);
    expect(sent).toHaveLength(7);
    for (const message of sent) expect(message.language).toBe('mr');
    expect(sent[0]?.text).toContain('वर्कशॉपने फायबरग्लास बाथटब साठीच्या तुमच्या कोटेशनची किंमत दिली आहे');
    expect(sent[3]?.text).toContain(`तुमच्या ऑर्डर #${order.id.slice(0, 8).toUpperCase()} चे काम पूर्ण झाले आहे`);
    const mails = await mailsTo(sunita);
    expect(mails).toHaveLength(8);
    expect(mails[4]?.subject).toMatch(/तयार/);
  });

  it('sends no WhatsApp without consent, none after an opt-out, and again once consent is given after it', async () => {
    const ravi = await customer('Ravi Kale', 'en', false);
    const quotation = await createQuotation(t, ravi.user, service);
    await price(quotation.id, 1200);
    expect(await messagesOf(ravi.user.id)).toEqual([]);
    expect((await mailsTo(ravi)).length).toBe(1);

    await setWhatsApp(ravi, true);
    await price(quotation.id, 1150);
    expect(await messagesOf(ravi.user.id, 'quotation-revised')).toHaveLength(1);
    await setWhatsApp(ravi, false);
    await price(quotation.id, 1100);
    expect(await messagesOf(ravi.user.id)).toHaveLength(1);
    await setWhatsApp(ravi, true);
    await price(quotation.id, 1050);
    expect(await messagesOf(ravi.user.id)).toHaveLength(2);
  });

  it('sends no email to a customer who turned email updates off, WhatsApp still going', async () => {
    const meera = await customer('Meera Joshi', 'en', true);
    await call('PUT', '/api/users/me/notifications', meera, { emailUpdates: false });
    const quotation = await createQuotation(t, meera.user, service);
    await price(quotation.id, 1200);
    expect(await mailsTo(meera)).toEqual([]);
    expect(await messagesOf(meera.user.id, 'quotation-priced')).toHaveLength(1);
  });
});
