import { orderNumber } from '@karigar/domain/order';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { invoiceCounters } from '../../db/schema/invoice-counters';
import { orders } from '../../db/schema/orders';
import { payInSandbox } from '../payments/payment-test-fixtures';
import { downloadInvoice, insertOrder as insertOrderFor, paid, pdfText, setUpInvoiceApp } from './invoice-test-support';

// A workshop without a GSTIN may not issue tax invoices.
const ctx = setUpInvoiceApp({ BUSINESS_GSTIN: '' });
const insertOrder = (overrides?: Parameters<typeof insertOrderFor>[2]) =>
  insertOrderFor(ctx, ctx.owner.user.id, overrides);
const download = async (id: string, lang: 'en' | 'mr') => {
  const res = await downloadInvoice(ctx, id, ctx.owner, lang);
  expect(res.statusCode).toBe(200);
  return { text: await pdfText(res.rawPayload), filename: res.headers['content-disposition'] };
};

/** That the order has no tax invoice number and the tax invoice series was not touched. */
async function expectNoInvoiceNumber(orderId: string) {
  const [stored] = await ctx.t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(stored).toMatchObject({ invoiceNumber: null, invoiceIssuedAt: null });
  expect(await ctx.t.db.select().from(invoiceCounters)).toEqual([]);
  const issued = await ctx.t.db
    .select()
    .from(activities)
    .where(and(eq(activities.action, 'invoice_issued'), eq(activities.entityId, orderId)));
  expect(issued).toEqual([]);
}

const GST_WORDS = ['Tax Invoice', 'GSTIN:', 'CGST', 'SGST', 'IGST', 'SAC', 'Taxable value', 'Place of supply', 'INV/'];

describe('the invoice of a workshop without a GSTIN', () => {
  it('prints a paid order as an Invoice without GST, under the order reference, using no invoice number', async () => {
    const order = await insertOrder(paid);
    const ref = orderNumber(order.id);
    const { text, filename } = await download(order.id, 'en');
    for (const expected of [
      'Supplier not registered under GST — set BUSINESS_GSTIN',
      'Invoice Date:',
      `Order: ${ref}`,
      'Fiberglass bumper repair',
      'Amount',
      'Total ₹13,570.00',
      'Rupees Thirteen Thousand Five Hundred Seventy Only',
      'Paid on 02/06/2026',
    ]) {
      expect(text).toContain(expected);
    }
    for (const word of GST_WORDS) expect(text).not.toContain(word);
    expect(text).not.toContain('₹1,035.00');
    expect(filename).toBe(`attachment; filename="invoice-${order.id}.pdf"`);
    await expectNoInvoiceNumber(order.id);
  });

  it('prints it in Marathi titled बीजक, with the notice and the Marathi service name', async () => {
    const order = await insertOrder({ ...paid, serviceNameMr: 'फायबरग्लास बंपर दुरुस्ती' });
    const { text } = await download(order.id, 'mr');
    const letters = text.replace(/\s+/g, '');
    expect(letters).toContain('पुरवठादारजीएसटीअंतर्गतनोंदणीकृतनाही—BUSINESS_GSTINसेटकरा');
    expect(text).toContain('बीजक');
    expect(text).not.toContain('कर बीजक');
    expect(text).not.toContain('करपात्र मूल्य');
    expect(letters).toContain('फायबरग्लासबंपरदुरुस्ती');
    expect(text).not.toContain('Fiberglass bumper repair');
    for (const word of GST_WORDS) expect(text).not.toContain(word);
    await expectNoInvoiceNumber(order.id);
  });

  it("refuses an admin's tax invoice with 409 and the notice, using no number", async () => {
    const order = await insertOrder();
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/invoices/${order.id}/issue`,
      headers: ctx.admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Supplier not registered under GST — set BUSINESS_GSTIN',
      code: 'GST_NOT_REGISTERED',
    });
    await expectNoInvoiceNumber(order.id);
  });

  it('marks an order paid by a recorded payment without a number, and sends the receipt under its reference with no invoice number', async () => {
    const order = await insertOrder();
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: ctx.admin.headers,
      payload: { method: 'cash', amount: 13570, paidAt: '2026-06-02' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ paymentStatus: 'paid', invoice: null });
    await expectNoInvoiceNumber(order.id);
    const ref = orderNumber(order.id);
    // The customer's notices go to the address on their account; without a GSTIN there is no invoice notice.
    expect((await ctx.t.mail()).filter((m) => m.to === ctx.owner.user.email).length).toBe(1);
    const receipt = (await ctx.t.mail()).find((m) => m.to === ctx.owner.user.email)?.text;
    expect(receipt).toContain(`order #${ref}`);
    expect(receipt).not.toContain('Invoice number');
  });

  it('keeps the sandbox title first for an order paid in the sandbox, still without GST', async () => {
    const order = await insertOrder();
    await payInSandbox(ctx.t, ctx.owner, order.id);
    const { text } = await download(order.id, 'en');
    expect(text).toContain('SANDBOX — not a real payment');
    expect(text).toContain('Supplier not registered under GST — set BUSINESS_GSTIN');
    for (const word of GST_WORDS) expect(text).not.toContain(word);
    await expectNoInvoiceNumber(order.id);
  });
});
