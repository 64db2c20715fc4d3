import { describe, expect, it } from 'vitest';
import { createQuotation } from '../../../test/catalogue-factories';
import { setUpQuotationActions } from './quotation-actions-test-support';

describe('accepting a request the workshop has not priced', () => {
  const f = setUpQuotationActions();
  const setAcceptOnlyPriced = async (acceptOnlyPriced: boolean) => {
    const res = await f.t.app.inject({
      method: 'PUT',
      url: '/api/settings/workshop',
      headers: f.admin.headers,
      payload: { acceptOnlyPriced },
    });
    expect(res.statusCode).toBe(200);
  };

  it('places the order at the list price with GST, as the accept button states it', async () => {
    await setAcceptOnlyPriced(false);
    const q = await createQuotation(f.t, f.customer.user, f.service, { quantity: 2 });
    expect((await f.detail(q.id)).workshopPriced).toBe(false);
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(200);
    const [order] = await f.ordersOf(q.id);
    // 2 × ₹18,000 + 18% GST.
    expect(order).toMatchObject({ quantity: 2, unitPricePaise: 1_800_000, totalPaise: 4_248_000 });
  });

  it('is a 409 with its code when the workshop accepts only priced quotations, and no order is made', async () => {
    await setAcceptOnlyPriced(true);
    const q = await createQuotation(f.t, f.customer.user, f.service);
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'QUOTATION_NOT_PRICED',
      message: 'You can accept this quotation once the workshop has priced it.',
    });
    expect(await f.ordersOf(q.id)).toHaveLength(0);
    expect(await f.detail(q.id)).toMatchObject({ quotationStatus: 'Pending', isConvertedToOrder: false });
  });

  it("lets the customer reject an unpriced request, and accept once the workshop's follow-up prices it", async () => {
    await setAcceptOnlyPriced(true);
    const rejected = await createQuotation(f.t, f.customer.user, f.service);
    expect((await f.act(rejected.id, f.customer, 'reject')).statusCode).toBe(200);

    const q = await createQuotation(f.t, f.customer.user, f.service);
    const priced = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${q.id}/follow-up`,
      headers: f.admin.headers,
      payload: { newPrice: 17000, followUpNote: 'Our price' },
    });
    expect(priced.statusCode).toBe(200);
    expect((await f.detail(q.id)).workshopPriced).toBe(true);
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(200);
    expect(await f.ordersOf(q.id)).toHaveLength(1);
  });
});
