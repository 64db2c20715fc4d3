import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import {
  downloadInvoice,
  insertOrder as insertOrderFor,
  paid,
  pdfText,
  renderFirstPage,
  setUpInvoiceApp,
} from './invoice-test-support';
import { payInSandbox } from '../payments/payment-test-fixtures';

const ctx = setUpInvoiceApp();
const insertOrder = (userId: string, overrides?: Parameters<typeof insertOrderFor>[2]) =>
  insertOrderFor(ctx, userId, overrides);
const download = (id: string, user?: TestUser, lang?: string) => downloadInvoice(ctx, id, user, lang);

describe('GET /api/invoices/:id/pdf', () => {
  it("lets the order's customer download the invoice as a PDF attachment", async () => {
    const order = await insertOrder(ctx.owner.user.id);
    const res = await download(order.id, ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 'Order not found' to another customer", async () => {
    const order = await insertOrder(ctx.owner.user.id);
    const res = await download(order.id, ctx.other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
  });

  it("lets an admin download any customer's invoice", async () => {
    const order = await insertOrder(ctx.owner.user.id);
    const res = await download(order.id, ctx.admin, 'mr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    expect((await download('5b1f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', ctx.admin)).statusCode).toBe(404);
    expect((await download('not-a-uuid', ctx.admin)).json()).toMatchObject({ message: 'Order not found' });
  });

  it('rejects an unknown language with 400', async () => {
    const order = await insertOrder(ctx.owner.user.id);
    expect((await download(order.id, ctx.owner, 'fr')).statusCode).toBe(400);
  });

  it('requires a token', async () => {
    const order = await insertOrder(ctx.owner.user.id);
    expect((await download(order.id)).statusCode).toBe(401);
  });

  it('prints a paid order as an English tax invoice, issuing its number on the first download', async () => {
    await ctx.t.db
      .update(users)
      .set({ address: 'Flat 4, Shivaji Nagar\nPune 411005' })
      .where(eq(users.id, ctx.owner.user.id));
    const order = await insertOrder(ctx.owner.user.id, paid);
    const res = await download(order.id, ctx.owner, 'en');
    expect(res.statusCode).toBe(200);

    const [stored] = await ctx.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4}$/);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Karigar Test Works',
      'Tax Invoice',
      `Invoice No.: ${stored!.invoiceNumber}`,
      'GSTIN: 27ABCDE1234F1Z5',
      'Place of supply: Maharashtra (27)',
      'Fiberglass bumper repair',
      '998714',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹1,035.00',
      '₹11,500.00',
      '₹13,570.00',
      'Rupees Thirteen Thousand Five Hundred Seventy Only',
      'Paid on 02/06/2026',
      'Transaction ID: pay_TEST12345',
      'Flat 4, Shivaji Nagar, Pune 411005',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Scan to pay');

    const again = await pdfText((await download(order.id, ctx.owner, 'en')).rawPayload);
    expect(again).toContain(`Invoice No.: ${stored!.invoiceNumber}`);
    const issued = await ctx.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'invoice_issued'), eq(activities.entityId, order.id)));
    expect(issued).toHaveLength(1);
  });

  const marathiOrder = () =>
    insertOrder(ctx.owner.user.id, {
      ...paid,
      serviceNameMr: 'फायबरग्लास बंपर दुरुस्ती',
      quantity: 1,
      offeredPricePaise: 1_04_624_39,
      discountPaise: 0,
      subtotalBeforeDiscountPaise: 1_04_624_39,
      subtotalAfterDiscountPaise: 1_04_624_39,
      preTaxTotalPaise: 1_04_624_39,
      taxAmountPaise: 18_832_39,
      totalPaise: 1_23_456_78,
    });

  it("prints a Marathi tax invoice with the service's Marathi name and the amount in Marathi words", async () => {
    const order = await marathiOrder();
    const res = await download(order.id, ctx.owner, 'mr');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('कर बीजक');
    expect(text.replace(/\s+/g, '')).toContain('फायबरग्लासबंपरदुरुस्ती');
    expect(text).not.toContain('Fiberglass bumper repair');
    expect(text).toContain('CGST @ 9%');
    const english = await pdfText((await download(order.id, ctx.owner, 'en')).rawPayload);
    expect(english).toContain('Fiberglass bumper repair');
    expect(english).not.toContain('फायबरग्लास');
    expect(text).toContain('एक लाख तेवीस हजार चारशे छप्पन्न रुपये आणि अठ्ठ्याहत्तर पैसे फक्त');
    expect(text).toContain('₹1,23,456.78');
    expect(text).toContain('करपात्र मूल्य');
  });

  it('renders the Marathi invoice page', async () => {
    const res = await download((await marathiOrder()).id, ctx.owner, 'mr');
    const { png, inkShare } = await renderFirstPage(res.rawPayload);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThan(300); // width at 50 dpi: A4 is ~413 px wide
    expect(inkShare).toBeGreaterThan(0.01); // text and lines drawn, not a blank page
  });

  it('prints an unpaid order as a proforma invoice with a UPI QR to pay it', async () => {
    const order = await insertOrder(ctx.owner.user.id);
    const text = await pdfText((await download(order.id, ctx.owner)).rawPayload);
    expect(text).toContain('Proforma Invoice');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('INV/');
    expect(text).toContain('Unpaid');
    expect(text).toContain('Scan to pay ₹13,570.00 with any UPI app');
    expect(text).toContain('UPI ID: karigar@okaxis');
    const [stored] = await ctx.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.invoiceNumber).toBeNull();
  });

  it('shows no UPI QR for a cancelled order', async () => {
    const order = await insertOrder(ctx.owner.user.id, { status: 'Cancelled' });
    const text = await pdfText((await download(order.id, ctx.owner)).rawPayload);
    expect(text).toContain('Unpaid');
    expect(text).not.toContain('Scan to pay');
  });

  it("stamps the invoice of an order paid in the sandbox 'SANDBOX — not a real payment', never a tax invoice", async () => {
    const order = await insertOrder(ctx.owner.user.id);
    await payInSandbox(ctx.t, ctx.owner, order.id);

    const english = await pdfText((await download(order.id, ctx.owner, 'en')).rawPayload);
    expect(english).toContain('SANDBOX — not a real payment');
    expect(english).toContain('Sandbox payment on');
    expect(english).toContain('no money was received, and this is not a tax invoice.');
    expect(english).not.toContain('Tax Invoice');
    expect(english).not.toContain('Paid on');
    const marathi = await pdfText((await download(order.id, ctx.admin, 'mr')).rawPayload);
    expect(marathi).toContain('सँडबॉक्स — हे खरे देयक नाही');
    expect(marathi).toContain('कोणतीही रक्कम मिळालेली नाही');
    expect(marathi).not.toContain('भरले');
  });
});
