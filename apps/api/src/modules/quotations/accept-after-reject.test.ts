import { describe, expect, it } from 'vitest';
import { createQuotation } from '../../../test/catalogue-factories';
import { type TestUser } from '../../../test/factories';

import { setUpQuotationActions } from './quotation-actions-test-support';

describe('PATCH /api/quotations/:id/action after a rejection or a change', () => {
  const f = setUpQuotationActions();

  it('rejects: status Rejected, follow-up Pending and required, no order', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    const res = await f.act(q.id, f.customer, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Quotation rejected',
      quotationId: q.id,
      orderId: null,
      newStatus: 'Rejected',
    });
    expect(await f.detail(q.id)).toMatchObject({
      quotationStatus: 'Rejected',
      followUpStatus: 'Pending',
      followUpRequired: true,
      __v: 2,
    });
    expect(await f.ordersOf(q.id)).toHaveLength(0);
    expect((await f.act(q.id, f.customer, 'reject')).statusCode).toBe(409);
  });

  it('accepts a rejected quotation only after a follow-up from the workshop', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    await f.act(q.id, f.customer, 'reject');
    const early = await f.act(q.id, f.customer, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'A rejected quotation can be accepted only after a follow-up from the workshop.',
    });
    // Editing it (back to Pending) does not get around the rule.
    const edited = await f.t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: f.customer.headers,
      payload: { details: 'Smaller tub' },
    });
    expect(edited.json()).toMatchObject({ quotation: { quotationStatus: 'Pending', followUpStatus: 'Pending' } });
    expect((await f.act(q.id, f.customer, 'accept')).statusCode).toBe(409);

    expect((await f.followUp(q.id, 'We can do it next week.')).statusCode).toBe(200);
    const late = await f.act(q.id, f.customer, 'accept');
    expect(late.statusCode).toBe(200);
    expect(await f.ordersOf(q.id)).toHaveLength(1);
  });

  it('accepts after the customer changes their mind when a follow-up came before the rejection', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    expect((await f.followUp(q.id, 'We can fit it on Friday.')).statusCode).toBe(200);
    expect((await f.act(q.id, f.customer, 'reject')).statusCode).toBe(200);
    expect(await f.detail(q.id)).toMatchObject({
      quotationStatus: 'Rejected',
      followUpStatus: 'Pending',
      hasFollowUp: true,
    });
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ newStatus: 'Accepted' });
    expect(await f.ordersOf(q.id)).toHaveLength(1);
  });

  it('accepts a quotation rejected and then followed up', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    await f.act(q.id, f.customer, 'reject');
    expect(await f.detail(q.id)).toMatchObject({ hasFollowUp: false });
    expect((await f.followUp(q.id, 'Revised plan attached.')).statusCode).toBe(200);
    expect((await f.act(q.id, f.customer, 'accept')).statusCode).toBe(200);
    expect(await f.ordersOf(q.id)).toHaveLength(1);
  });

  it('accepts a rejected quotation once the workshop re-prices it in the edit panel (no longer Rejected)', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service, {
      offeredPrice: 17000,
      quotationStatus: 'Revised',
    });
    expect((await f.act(q.id, f.customer, 'reject')).statusCode).toBe(200);
    const revised = await f.t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: f.admin.headers,
      payload: { offeredPrice: 15000 },
    });
    expect(revised.json()).toMatchObject({ quotation: { quotationStatus: 'Revised', followUpStatus: 'Pending' } });
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(200);
    const [order] = await f.ordersOf(q.id);
    expect(order).toMatchObject({ offeredPricePaise: 1_500_000 });
  });

  it("refuses to accept the workshop's price for a request the customer changed since, until the workshop answers", async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service, { offeredPrice: 100, quotationStatus: 'Revised' });
    const edit = (payload: Record<string, unknown>, user: TestUser) =>
      f.t.app.inject({ method: 'PUT', url: `/api/quotations/${q.id}/update`, headers: user.headers, payload });
    expect((await edit({ quantity: 1000 }, f.customer)).json()).toMatchObject({
      quotation: { quantity: 1000, offeredPrice: 100, awaitingWorkshop: true },
    });

    const early = await f.act(q.id, f.customer, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'QUOTATION_AWAITING_WORKSHOP',
      message: 'You can accept this quotation once the workshop has answered your changes.',
    });
    expect(await f.ordersOf(q.id)).toHaveLength(0);

    // The workshop answers by keeping its price for the new quantity; then the customer may accept.
    expect((await edit({ offeredPrice: 100 }, f.admin)).json()).toMatchObject({
      quotation: { awaitingWorkshop: false },
    });
    expect((await f.act(q.id, f.customer, 'accept')).statusCode).toBe(200);
    const [order] = await f.ordersOf(q.id);
    expect(order).toMatchObject({ quantity: 1000, offeredPricePaise: 10_000 });
  });

  it('lets the customer reject a quotation that waits for the workshop', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service, { offeredPrice: 100, quotationStatus: 'Revised' });
    await f.t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: f.customer.headers,
      payload: { details: 'Two tubs instead' },
    });
    const res = await f.act(q.id, f.customer, 'reject');
    expect(res.statusCode).toBe(200);
    expect(await f.detail(q.id)).toMatchObject({ quotationStatus: 'Rejected', awaitingWorkshop: true });
  });

  it('answers 409 to accepting a rejected quotation without any follow-up', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service, { followUpStatus: 'Sent' });
    await f.act(q.id, f.customer, 'reject');
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A rejected quotation can be accepted only after a follow-up from the workshop.',
    });
    expect(await f.ordersOf(q.id)).toHaveLength(0);
  });
});
