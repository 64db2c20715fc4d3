import type { CreditNote } from '@karigar/domain/credit-note';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { taxDocuments } from '../../db/schema/tax-documents';
import { insertOrder, paid, pdfText, setUpInvoiceApp } from '../invoices/invoice-test-support';

const ctx = setUpInvoiceApp();

/** An invoiced order of taxable ₹11,500.00 + GST ₹2,070.00 = ₹13,570.00 (see insertOrder). */
const invoicedOrder = (overrides: Parameters<typeof insertOrder>[2] = {}) =>
  insertOrder(ctx, ctx.owner.user.id, {
    ...paid,
    paidPaise: 13_570_00,
    invoiceNumber: `INV/2026-27/${crypto.randomUUID().slice(0, 6)}`,
    invoiceIssuedAt: new Date('2026-06-02T12:00:00+05:30'),
    ...overrides,
  });

const issue = (orderId: string, payload: Record<string, unknown>, user: TestUser = ctx.admin) =>
  ctx.t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/credit-notes`, headers: user.headers, payload });
const issued = async (orderId: string, payload: Record<string, unknown>) => {
  const res = await issue(orderId, payload);
  expect(res.statusCode).toBe(201);
  return res.json<{ creditNote: CreditNote }>().creditNote;
};
const get = (url: string, user: TestUser) => ctx.t.app.inject({ method: 'GET', url, headers: user.headers });
const serial = (number: string) => Number(number.split('/')[2]);

describe('POST /api/orders/:id/credit-notes', () => {
  it('reverses a cancelled job in full against its invoice, in the CN series', async () => {
    const order = await invoicedOrder({ status: 'Cancelled' });
    const note = await issued(order.id, { reason: 'Job cancelled by the customer' });
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN\/\d{4}-\d{2}\/\d{4}$/),
      invoiceNumber: order.invoiceNumber,
      reason: 'Job cancelled by the customer',
      taxable: 11_500,
      cgst: 1_035,
      sgst: 1_035,
      igst: 0,
      total: 13_570,
      pdfPath: `/api/orders/${order.id}/documents/${note._id}/pdf`,
    });
    const [row] = await ctx.t.db.select().from(taxDocuments).where(eq(taxDocuments.id, note._id));
    expect(row).toMatchObject({
      kind: 'credit-note',
      orderId: order.id,
      recipientName: 'Asha Patil',
      placeOfSupply: '27',
    });
    const again = await issue(order.id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CREDIT_NOTE_OVER_INVOICE', params: { left: '₹0.00' } });
  });

  it('credits a reduction in proportion, numbers the notes one after another and refuses to exceed the invoice', async () => {
    const order = await invoicedOrder();
    const first = await issued(order.id, { amount: 1_180, reason: 'Smaller panel than quoted' });
    // ₹1,180.00 of ₹13,570.00: taxable ₹1,000.00, GST ₹180.00.
    expect(first).toMatchObject({ taxable: 1_000, cgst: 90, sgst: 90, total: 1_180 });
    const over = await issue(order.id, { amount: 12_390.01, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CREDIT_NOTE_OVER_INVOICE', params: { left: '₹12,390.00' } });
    const rest = await issued(order.id, { reason: 'Job cancelled after all' });
    expect(rest).toMatchObject({ taxable: 10_500, cgst: 945, sgst: 945, total: 12_390 });
    expect(serial(rest.number)).toBe(serial(first.number) + 1);
    const list = await get(`/api/orders/${order.id}/credit-notes`, ctx.owner);
    expect(list.json()).toMatchObject({
      creditable: 0,
      creditNotes: [{ number: first.number }, { number: rest.number }],
    });
  });

  it('takes a partial credit note off what an unpaid order owes, in its answer and on its pay link', async () => {
    const order = await invoicedOrder({
      paymentStatus: 'pending',
      paidAt: null,
      razorpayPaymentId: null,
      paidPaise: 0,
    });
    await issued(order.id, { amount: 1_180, reason: 'Smaller panel than quoted' });
    const answer = await get(`/api/orders/${order.id}`, ctx.owner);
    expect(answer.json()).toMatchObject({ amountPaid: 0, amountDue: 12_390 });
    const link = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay-link`,
      headers: ctx.owner.headers,
    });
    expect(link.statusCode).toBe(201);
    const token = new URL(link.json<{ url: string }>().url).pathname.split('/').pop()!;
    const details = await ctx.t.app.inject({ method: 'GET', url: `/api/pay/${token}` });
    expect(details.json()).toMatchObject({ amountDuePaise: 12_390_00 });
  });

  it("reverses an inter-state recipient's invoice in IGST and keeps their GSTIN", async () => {
    const order = await invoicedOrder({ customerGstin: '29AAGCB7383J1Z4', placeOfSupply: '29' });
    const note = await issued(order.id, { reason: 'Cancelled' });
    expect(note).toMatchObject({ taxable: 11_500, cgst: 0, sgst: 0, igst: 2_070, total: 13_570 });
    const [row] = await ctx.t.db.select().from(taxDocuments).where(eq(taxDocuments.id, note._id));
    expect(row).toMatchObject({ recipientGstin: '29AAGCB7383J1Z4', placeOfSupply: '29' });
  });

  it('answers 409 for an order without a tax invoice, and issues one credit note of two at once', async () => {
    const plain = await insertOrder(ctx, ctx.owner.user.id);
    const none = await issue(plain.id, { reason: 'Cancelled' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('ORDER_NOT_INVOICED');
    const order = await invoicedOrder();
    const both = await Promise.all([issue(order.id, { reason: 'One' }), issue(order.id, { reason: 'Two' })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('is for admins only, checks its input, and shows notes and PDFs to the customer but no one else', async () => {
    const order = await invoicedOrder();
    expect((await issue(order.id, { reason: 'Mine' }, ctx.owner)).statusCode).toBe(403);
    const noReason = await issue(order.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Give the reason for the credit note' });
    expect((await issue(order.id, { amount: -5, reason: 'x' })).statusCode).toBe(400);
    expect((await issue(order.id, { amount: 1.234, reason: 'x' })).statusCode).toBe(400);
    const note = await issued(order.id, { amount: 590, reason: 'Polish skipped' });
    expect((await get(`/api/orders/${order.id}/credit-notes`, ctx.other)).statusCode).toBe(404);
    expect((await get(note.pdfPath, ctx.other)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}/documents/${crypto.randomUUID()}/pdf`, ctx.owner)).statusCode).toBe(404);
    const pdf = await get(note.pdfPath, ctx.owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('prints the credit note with the original invoice, reason and amounts, in English and Marathi', async () => {
    const order = await invoicedOrder();
    const note = await issued(order.id, { amount: 1_180, reason: 'Smaller panel than quoted' });
    const en = await pdfText((await get(note.pdfPath, ctx.admin)).rawPayload);
    for (const text of [
      'Credit Note',
      note.number,
      `Original invoice: ${order.invoiceNumber}`,
      'Invoice date: 02/06/2026',
      'Smaller panel than quoted',
      'GSTIN: 27ABCDE1234F1Z5',
      '₹1,000.00',
      'CGST @ 9%',
      '₹90.00',
      '₹1,180.00',
    ])
      expect(en).toContain(text);
    const mr = await pdfText((await get(`${note.pdfPath}?lang=mr`, ctx.admin)).rawPayload);
    expect(mr).toContain('क्रेडिट नोट');
    expect(mr).toContain(order.invoiceNumber!);
    expect(mr).toContain('₹1,180.00');
  });
});
