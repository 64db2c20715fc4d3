import { receiptNumber } from '@karigar/domain/receipt';
import { indiaDate, type OrderPaymentsAnswer } from '@karigar/domain/recorded-payment';
import { describe, expect, it } from 'vitest';
import { downloadInvoice, insertOrder, pdfText, setUpInvoiceApp } from './invoice-test-support';

const ctx = setUpInvoiceApp();
const today = indiaDate(new Date());
const printedToday = today.split('-').reverse().join('/');

const record = (orderId: string, payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers: ctx.admin.headers, payload });
const paymentsOf = async (orderId: string) =>
  (
    await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/payments`, headers: ctx.admin.headers })
  ).json<OrderPaymentsAnswer>().payments;
const invoiceText = async (orderId: string) => {
  const res = await downloadInvoice(ctx, orderId, ctx.owner);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

describe("the invoice's payments", () => {
  it('lists every payment received with its date, method and receipt, and the total received', async () => {
    const order = await insertOrder(ctx, ctx.owner.user.id);
    expect((await record(order.id, { method: 'cash', amount: 5000, paidAt: today })).statusCode).toBe(201);
    expect((await record(order.id, { method: 'upi', amount: 8570, paidAt: today })).statusCode).toBe(201);
    const [upi, cash] = await paymentsOf(order.id);
    if (!upi || !cash) throw new Error('payments not recorded');

    const text = await invoiceText(order.id);
    expect(text).toContain('Payments received');
    expect(text).toContain(`${printedToday} · Cash · Receipt ${receiptNumber(cash._id)} ₹5,000.00`);
    expect(text).toContain(`${printedToday} · UPI to the shop · Receipt ${receiptNumber(upi._id)} ₹8,570.00`);
    expect(text).toContain('Amount paid: ₹13,570.00 · Amount due: ₹0.00');

    const marathi = await pdfText((await downloadInvoice(ctx, order.id, ctx.owner, 'mr')).rawPayload);
    for (const expected of ['मिळालेली पेमेंट्स', 'रोख', 'दुकानाला UPI', receiptNumber(cash._id), receiptNumber(upi._id)])
      expect(marathi).toContain(expected);
  });

  it('leaves out a voided payment, and lists a part payment under the amount still due', async () => {
    const order = await insertOrder(ctx, ctx.owner.user.id);
    expect((await record(order.id, { method: 'cheque', amount: 2000, paidAt: today })).statusCode).toBe(201);
    expect((await record(order.id, { method: 'cash', amount: 1000, paidAt: today })).statusCode).toBe(201);
    const [cash, cheque] = await paymentsOf(order.id);
    if (!cash || !cheque) throw new Error('payments not recorded');
    const voided = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments/${cash._id}/void`,
      headers: ctx.admin.headers,
      payload: { reason: 'Entered on the wrong order' },
    });
    expect(voided.statusCode).toBe(200);

    const text = await invoiceText(order.id);
    expect(text).toContain('Amount paid: ₹2,000.00 · Amount due: ₹11,570.00');
    expect(text).toContain(`Cheque · Receipt ${receiptNumber(cheque._id)} ₹2,000.00`);
    expect(text).not.toContain(receiptNumber(cash._id));
  });
});
