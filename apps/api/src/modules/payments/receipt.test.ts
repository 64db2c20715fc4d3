import { orderRef } from '@karigar/domain/order';
import { receiptNumber } from '@karigar/domain/receipt';
import { indiaDate, type OrderPaymentsAnswer } from '@karigar/domain/recorded-payment';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { insertOrder, pdfText, setUpInvoiceApp } from '../invoices/invoice-test-support';

const ctx = setUpInvoiceApp();
const today = indiaDate(new Date());

const record = (orderId: string, payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers: ctx.admin.headers, payload });
const receipt = (orderId: string, paymentId: string, user?: TestUser, lang?: string) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/payments/${paymentId}/receipt${lang ? `?lang=${lang}` : ''}`,
    headers: user?.headers ?? {},
  });

/** An order of ₹13,570 with a ₹5,000 cash advance and a ₹3,000 UPI payment recorded; its payments, oldest first. */
async function partPaidOrder() {
  const order = await insertOrder(ctx, ctx.owner.user.id);
  expect(
    (await record(order.id, { method: 'cash', amount: 5000, paidAt: today, reference: 'Book 7/12' })).statusCode,
  ).toBe(201);
  expect((await record(order.id, { method: 'upi', amount: 3000, paidAt: today })).statusCode).toBe(201);
  const res = await ctx.t.app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}/payments`,
    headers: ctx.owner.headers,
  });
  const [upi, cash] = res.json<OrderPaymentsAnswer>().payments;
  if (!cash || !upi) throw new Error('payments not recorded');
  return { order, cash, upi };
}

describe('GET /api/orders/:id/payments/:paymentId/receipt', () => {
  it("gives the order's customer a PDF receipt naming the workshop, order, date, method, amount and the balance", async () => {
    const { order, cash } = await partPaidOrder();
    const res = await receipt(order.id, cash._id, ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = receiptNumber(cash._id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Karigar Test Works',
      'GSTIN: 27ABCDE1234F1Z5',
      'Payment Receipt',
      `Receipt No.: ${number}`,
      `Order: ${orderRef(order.id)}`,
      'Received from Asha Patil',
      'Paid by Cash',
      'Reference Book 7/12',
      'Amount received ₹5,000.00',
      'Order total ₹13,570.00',
      'Received so far ₹8,000.00',
      'Balance due ₹5,570.00',
    ])
      expect(text).toContain(expected);
  });

  it('prints the receipt in Marathi, and lets an admin download it', async () => {
    const { order, upi } = await partPaidOrder();
    const res = await receipt(order.id, upi._id, ctx.admin, 'mr');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of ['पेमेंट पावती', 'पावती क्रमांक', receiptNumber(upi._id), 'दुकानाला UPI', '₹3,000.00'])
      expect(text).toContain(expected);
  });

  it("answers 404 to another customer, for a voided payment and for another order's payment", async () => {
    const { order, cash, upi } = await partPaidOrder();
    const foreign = await receipt(order.id, cash._id, ctx.other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });

    const voided = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments/${upi._id}/void`,
      headers: ctx.admin.headers,
      payload: { reason: 'Entered twice' },
    });
    expect(voided.statusCode).toBe(200);
    expect((await receipt(order.id, upi._id, ctx.owner)).json()).toEqual({
      code: 'PAYMENT_NOT_FOUND',
      message: 'Payment not found',
    });

    const other = await insertOrder(ctx, ctx.owner.user.id);
    expect((await receipt(other.id, cash._id, ctx.owner)).statusCode).toBe(404);
  });

  it('requires a token and a known language', async () => {
    const { order, cash } = await partPaidOrder();
    expect((await receipt(order.id, cash._id)).statusCode).toBe(401);
    expect((await receipt(order.id, cash._id, ctx.owner, 'fr')).statusCode).toBe(400);
  });
});
