import type { Quotation } from '@karigar/domain/quotation-answer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import type { ServiceRow } from '../../db/schema/services';

describe('PATCH /api/quotations/:id/follow-up', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    service = await createService(t, { name: 'Car denting and painting', price: 12000 });
  });
  afterAll(async () => t.close());

  const followUp = (id: string, user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/quotations/${id}/follow-up`, headers: user?.headers ?? {}, payload });

  it('makes a new price the offered price, marks it Revised, keeps the history and mails the customer', async () => {
    const q = await createQuotation(t, customer.user, service, { quantity: 2, discountPercentage: 10 });
    await t.clearMail();
    const res = await followUp(q.id, admin, { newPrice: 150000.5, followUpNote: 'Includes primer' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; quotation: Quotation }>();
    expect(body.message).toBe('Follow-up sent successfully!');
    expect(body.quotation).toMatchObject({
      __v: 2,
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
      followUpNote: 'Includes primer',
      offeredPrice: 150000.5,
      newPrice: 150000.5,
      unitPrice: 12000,
      offeredSubtotal: 300001,
      discount: 30000.1,
      discountPercentage: 10,
      preTaxTotal: 270000.9,
      taxAmount: 48600.16,
      totalAfterTax: 318601.06,
    });
    expect(body.quotation.followUpHistory).toEqual([
      expect.objectContaining({
        newPrice: 150000.5,
        offeredPrice: 150000.5,
        unitPrice: 12000,
        quantity: 2,
        discount: 30000.1,
        discountPercentage: 10,
        taxRate: 18,
        taxAlreadyIncluded: false,
        followUpNote: 'Includes primer',
        note: 'Includes primer',
        status: 'Sent',
      }),
    ]);
    expect(body.quotation.revisions?.[1]).toMatchObject({
      version: 2,
      kind: 'follow-up',
      note: 'Includes primer',
      changes: { offeredPrice: { from: 12000, to: 150000.5 }, followUpStatus: { from: 'None', to: 'Sent' } },
    });

    expect(await t.mail()).toHaveLength(1);
    const mail = (await t.mail())[0];
    expect(mail?.to).toBe(customer.user.email);
    expect(mail?.subject).toContain('₹1,50,000.50');
    expect(mail?.text).toContain('₹1,50,000.50');
    expect(mail?.text).toContain('Includes primer');
    expect(mail?.text).toContain(`http://karigar.test/user/quotations/${q.id}`);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, q.id), eq(activities.action, 'quotation_follow_up')));
    expect(logged).toHaveLength(1);
  });

  it('sends a note alone without changing price or status', async () => {
    const q = await createQuotation(t, customer.user, service, {
      quotationStatus: 'Rejected',
      followUpStatus: 'Pending',
    });
    await t.clearMail();
    const res = await followUp(q.id, admin, { newPrice: null, followUpNote: '  We can start Monday.  ' });
    expect(res.statusCode).toBe(200);
    const q2 = res.json<{ quotation: Quotation }>().quotation;
    expect(q2).toMatchObject({
      quotationStatus: 'Rejected',
      followUpStatus: 'Sent',
      followUpNote: 'We can start Monday.',
      offeredPrice: 12000,
      newPrice: null,
    });
    expect(q2.followUpHistory?.[0]).toMatchObject({ newPrice: null, note: 'We can start Monday.' });
    expect((await t.mail())[0]?.text).toContain('We can start Monday.');
  });

  it("answers the customer's changes: the quotation no longer waits for the workshop", async () => {
    const q = await createQuotation(t, customer.user, service, { offeredPrice: 100, quotationStatus: 'Revised' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: customer.headers,
      payload: { quantity: 40 },
    });
    expect(edited.json()).toMatchObject({ quotation: { awaitingWorkshop: true } });
    const res = await followUp(q.id, admin, { newPrice: null, followUpNote: 'Same rate for 40 units.' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ quotation: Quotation }>().quotation).toMatchObject({
      awaitingWorkshop: false,
      quantity: 40,
      offeredPrice: 100,
    });
  });

  it("answers 400 'Provide either a valid price or a note.' without a price or a note", async () => {
    const q = await createQuotation(t, customer.user, service);
    for (const payload of [
      { newPrice: null, followUpNote: '' },
      { followUpNote: '   ' },
      {},
      { newPrice: 0 },
      { newPrice: 0.001, followUpNote: '' },
    ]) {
      const res = await followUp(q.id, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Provide either a valid price or a note.' });
    }
    const badPrice = await followUp(q.id, admin, { newPrice: -1, followUpNote: 'note' });
    expect(badPrice.statusCode).toBe(400);
  });

  it('re-prices under the edit rules: a discount above the new subtotal is a 400', async () => {
    const q = await createQuotation(t, customer.user, service, { discount: 5000 });
    const res = await followUp(q.id, admin, { newPrice: 4000, followUpNote: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Discount (₹5,000.00) cannot exceed subtotal (₹4,000.00)' });
  });

  it('answers 409 when the quotation is Accepted or follow-ups are Closed', async () => {
    const accepted = await createQuotation(t, customer.user, service, {
      quotationStatus: 'Accepted',
      followUpStatus: 'Closed',
    });
    const closed = await createQuotation(t, customer.user, service, { followUpStatus: 'Closed' });
    for (const q of [accepted, closed]) {
      const res = await followUp(q.id, admin, { newPrice: 100, followUpNote: 'x' });
      expect(res.statusCode).toBe(409);
    }
  });

  it('is for admins only: customer 403, no token 401, unknown id 404', async () => {
    const q = await createQuotation(t, customer.user, service);
    expect((await followUp(q.id, customer, { newPrice: 1 })).statusCode).toBe(403);
    expect((await followUp(q.id, null, { newPrice: 1 })).statusCode).toBe(401);
    const missing = await followUp('00000000-0000-4000-8000-000000000000', admin, { newPrice: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Quotation not found' });
  });
});
