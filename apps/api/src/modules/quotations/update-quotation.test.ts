import { orderRef } from '@karigar/domain/order';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { quotations } from '../../db/schema/quotations';
import type { ServiceRow } from '../../db/schema/services';

describe('PUT /api/quotations/:id/update', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    other = await createUser(t, { name: 'Ravi Kulkarni' });
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    service = await createService(t, { name: 'Car denting and painting', price: 12000 });
  });
  afterAll(async () => t.close());

  const update = (id: string, user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/quotations/${id}/update`, headers: user?.headers ?? {}, payload });
  const quotationOf = (res: { json: () => unknown }) => (res.json() as { quotation: Quotation }).quotation;

  it('re-prices an admin edit with the engine, ignoring totals the client sends, and marks it Revised', async () => {
    const q = await createQuotation(t, customer.user, service);
    await t.clearMail();
    const res = await update(q.id, admin, {
      updatedData: {
        offeredPrice: 10000,
        quantity: 2,
        discount: 1000,
        taxRate: 18,
        taxAlreadyApplied: false,
        unitPrice: 1,
        totalAfterTax: 1,
        taxAmount: 1,
        offeredSubtotal: 1,
        preTaxTotal: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Quotation updated successfully!' });
    expect(quotationOf(res)).toMatchObject({
      __v: 2,
      quotationStatus: 'Revised',
      unitPrice: 12000,
      offeredPrice: 10000,
      quantity: 2,
      offeredSubtotal: 20000,
      discount: 1000,
      discountPercentage: 5,
      preTaxTotal: 19000,
      taxAmount: 3420,
      totalAfterTax: 22420,
      totalAmount: 22420,
    });
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row?.totalAfterTaxPaise).toBe(2_242_000);
    expect(await t.mail()).toHaveLength(1);
    expect((await t.mail())[0]?.to).toBe(customer.user.email);
    expect((await t.mail())[0]?.text).toContain(`http://karigar.test/user/quotations/${q.id}`);
  });

  it('numbers each change as a revision with what changed, money in rupees, and logs it', async () => {
    const q = await createQuotation(t, customer.user, service);
    await update(q.id, admin, { offeredPrice: 11000 });
    const res = await update(q.id, admin, { description: 'Both doors', __v: 2 });
    expect(res.statusCode).toBe(200);
    const revisions = quotationOf(res).revisions ?? [];
    expect(revisions.map((r) => [r.version, r.kind])).toEqual([
      [1, 'requested'],
      [2, 'edited'],
      [3, 'edited'],
    ]);
    expect(revisions[1]?.changes).toMatchObject({
      offeredPrice: { from: 12000, to: 11000 },
      totalAfterTax: { from: 14160, to: 12980 },
      quotationStatus: { from: 'Pending', to: 'Revised' },
    });
    expect(revisions[1]?.actor).toEqual({ _id: admin.user.id, name: 'Workshop Admin' });
    expect(revisions[2]?.changes).toEqual({ description: { from: 'Please quote', to: 'Both doors' } });
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, q.id), eq(activities.action, 'quotation_updated')));
    expect(logged).toHaveLength(2);
  });

  it('switches to a percentage discount when only a percentage is sent', async () => {
    const q = await createQuotation(t, customer.user, service, { discount: 500 });
    const res = await update(q.id, admin, { discountPercentage: 10 });
    expect(quotationOf(res)).toMatchObject({ discount: 1200, discountPercentage: 10, totalAfterTax: 12744 });
  });

  it("answers the spec's texts for a discount above the subtotal and a total of 0", async () => {
    const q = await createQuotation(t, customer.user, service);
    const tooMuch = await update(q.id, admin, { discount: 13000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: 'Discount (₹13,000.00) cannot exceed subtotal (₹12,000.00)' });
    const zero = await update(q.id, admin, { discount: 12000 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({
      message: 'Final price must be greater than 0. Please adjust discount or price.',
    });
    const badQuantity = await update(q.id, admin, { quantity: 1.5 });
    expect(badQuantity.json()).toMatchObject({ message: 'Invalid quantity (must be a positive integer)' });
    const badPrice = await update(q.id, admin, { offeredPrice: -5 });
    expect(badPrice.json()).toMatchObject({
      message: 'Invalid quotation price (offeredPrice must be a non-negative number)',
    });
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row?.version).toBe(1);
  });

  it('reads numbers sent as numeric strings', async () => {
    const q = await createQuotation(t, customer.user, service);
    const res = await update(q.id, admin, {
      updatedData: { offeredPrice: '10000', quantity: '2', discount: '1000', taxRate: '18' },
      __v: '1',
    });
    expect(res.statusCode).toBe(200);
    expect(quotationOf(res)).toMatchObject({ offeredPrice: 10000, quantity: 2, discount: 1000, totalAfterTax: 22420 });
  });

  it('limits a tax rate to 0–100 and uses 18 for one that is not a number', async () => {
    const q = await createQuotation(t, customer.user, service, { taxRate: 5 });
    const high = await update(q.id, admin, { taxRate: 150 });
    expect(high.statusCode).toBe(200);
    expect(quotationOf(high)).toMatchObject({ taxRate: 100, taxAmount: 12000, totalAfterTax: 24000 });
    const unreadable = await update(q.id, admin, { taxRate: 'abc' });
    expect(unreadable.statusCode).toBe(200);
    expect(quotationOf(unreadable)).toMatchObject({ taxRate: 18, totalAfterTax: 14160 });
  });

  it('limits a discount percentage to 0–100', async () => {
    const q = await createQuotation(t, customer.user, service);
    const below = await update(q.id, admin, { discountPercentage: -10 });
    expect(below.statusCode).toBe(200);
    expect(quotationOf(below)).toMatchObject({ discountPercentage: 0, discount: 0 });
    const above = await update(q.id, admin, { discountPercentage: '150' });
    // 100 % off leaves nothing to pay, which the save rules refuse with the spec's text.
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      message: 'Final price must be greater than 0. Please adjust discount or price.',
    });
    const half = await update(q.id, admin, { discountPercentage: '50' });
    expect(quotationOf(half)).toMatchObject({ discountPercentage: 50, discount: 6000 });
  });

  it('treats null or empty optional fields as not sent (an empty text clears it)', async () => {
    const q = await createQuotation(t, customer.user, service, { discount: 500, modification: 'Blue' });
    const res = await update(q.id, admin, {
      updatedData: { discount: null, discountPercentage: '', description: null, details: null, modification: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(quotationOf(res)).toMatchObject({ discount: 500, description: 'Please quote', modification: '' });
  });

  it('lets an admin choose a status but never Accepted', async () => {
    const q = await createQuotation(t, customer.user, service);
    const accepted = await update(q.id, admin, { quotationStatus: 'Accepted' });
    expect(accepted.statusCode).toBe(400);
    const rejected = await update(q.id, admin, { quotationStatus: 'Rejected', offeredPrice: 9000 });
    expect(quotationOf(rejected)).toMatchObject({ quotationStatus: 'Rejected', offeredPrice: 9000 });
  });

  it('lets a customer change only text and quantity, never price, discount or tax, and sends it back to Pending', async () => {
    const q = await createQuotation(t, customer.user, service, { offeredPrice: 10000, quotationStatus: 'Revised' });
    await t.clearMail();
    const res = await update(q.id, customer, {
      offeredPrice: 1,
      discount: 9000,
      discountPercentage: 90,
      taxRate: 0,
      taxAlreadyIncluded: true,
      quotationStatus: 'Accepted',
      totalAfterTax: 1,
      details: 'Also the bonnet',
      modification: 'Matte finish',
      quantity: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(quotationOf(res)).toMatchObject({
      quotationStatus: 'Pending',
      offeredPrice: 10000,
      discount: 0,
      taxRate: 18,
      taxAlreadyIncluded: false,
      quantity: 2,
      description: 'Also the bonnet',
      modification: 'Matte finish',
      totalAfterTax: 23600,
    });
    expect(await t.mail()).toHaveLength(0);
  });

  it("makes the quotation wait for the workshop after a customer's change, and records the change as a revision", async () => {
    for (const payload of [{ quantity: 3 }, { details: 'Also the bonnet' }, { modification: 'Matte finish' }]) {
      const q = await createQuotation(t, customer.user, service, { offeredPrice: 100, quotationStatus: 'Revised' });
      const res = await update(q.id, customer, payload);
      const changed = quotationOf(res);
      expect(changed).toMatchObject({ __v: 2, quotationStatus: 'Pending', awaitingWorkshop: true });
      const [field] = Object.keys(payload);
      const name = field === 'details' ? 'description' : (field ?? '');
      expect(changed.revisions?.[1]).toMatchObject({
        kind: 'edited',
        actor: { _id: customer.user.id },
        changes: { [name]: expect.anything(), awaitingWorkshop: { from: false, to: true } },
      });
      const logged = await t.db
        .select()
        .from(activities)
        .where(and(eq(activities.entityId, q.id), eq(activities.action, 'quotation_updated')));
      expect(logged.map((a) => a.message)).toEqual([`Asha Patil edited quotation ${orderRef(q.id)}`]);
    }
  });

  it('does not make the quotation wait when the customer sends the same quantity and texts', async () => {
    const q = await createQuotation(t, customer.user, service, {
      offeredPrice: 100,
      quantity: 2,
      quotationStatus: 'Revised',
      description: 'Left door',
      modification: 'Silver',
    });
    const res = await update(q.id, customer, { quantity: 2, details: ' Left door ', modification: 'Silver' });
    expect(quotationOf(res)).toMatchObject({ __v: 1, quotationStatus: 'Revised', awaitingWorkshop: false });
  });

  it("takes any admin save as the workshop's answer, even one that keeps every value", async () => {
    const q = await createQuotation(t, customer.user, service, { offeredPrice: 100, quotationStatus: 'Revised' });
    await update(q.id, customer, { quantity: 5 });
    const res = await update(q.id, admin, { offeredPrice: 100, quantity: 5 });
    const answered = quotationOf(res);
    expect(answered).toMatchObject({ __v: 3, quotationStatus: 'Pending', awaitingWorkshop: false, quantity: 5 });
    expect(answered.revisions?.[2]).toMatchObject({
      kind: 'edited',
      actor: { _id: admin.user.id },
      changes: { awaitingWorkshop: { from: true, to: false } },
    });
    // With nothing waiting, the same save changes nothing.
    expect(quotationOf(await update(q.id, admin, { offeredPrice: 100 }))).toMatchObject({ __v: 3 });
  });

  it('changes nothing when a customer sends only fields they may not edit', async () => {
    const q = await createQuotation(t, customer.user, service, { quotationStatus: 'Revised', offeredPrice: 10000 });
    const res = await update(q.id, customer, { offeredPrice: 1, taxRate: 0 });
    expect(res.statusCode).toBe(200);
    expect(quotationOf(res)).toMatchObject({ __v: 1, quotationStatus: 'Revised', offeredPrice: 10000, taxRate: 18 });
  });

  it('answers 409 for a stale __v, so two admins cannot overwrite each other', async () => {
    const q = await createQuotation(t, customer.user, service);
    expect((await update(q.id, admin, { offeredPrice: 11000, __v: 1 })).statusCode).toBe(200);
    const stale = await update(q.id, admin, { offeredPrice: 10500, __v: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'This quotation was changed by someone else. Reload and try again.',
    });
    const staleInside = await update(q.id, admin, { updatedData: { offeredPrice: 10500, __v: 1 } });
    expect(staleInside.statusCode).toBe(409);
  });

  it('answers 409 You cannot edit this quotation when it is Accepted', async () => {
    const q = await createQuotation(t, customer.user, service, {
      quotationStatus: 'Accepted',
      followUpStatus: 'Closed',
    });
    for (const user of [admin, customer]) {
      const res = await update(q.id, user, { details: 'late change' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'You cannot edit this quotation' });
    }
  });

  it("answers 404 for another customer's quotation or a malformed id, 401 without a token", async () => {
    const q = await createQuotation(t, customer.user, service);
    const res = await update(q.id, other, { details: 'mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Quotation not found' });
    expect((await update('not-a-uuid', admin, { details: 'x' })).statusCode).toBe(404);
    expect((await update(q.id, null, { details: 'x' })).statusCode).toBe(401);
  });
});
