import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { insertServiceRow } from '../../../test/service-fixtures';
import { loadConfig } from '../../config';
import { activities } from '../../db/schema/activities';
import { orders, type OrderRow } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';
import { renderInvoicePdf } from '../../lib/pdf/render-invoice-pdf';
import { buildInvoiceData, type InvoiceOrder } from './build-invoice-data';

const run = promisify(execFile);

/** The text pdftotext finds in a PDF, whitespace collapsed (wrapped lines become one). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-text-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', [file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Page 1 rendered to PNG by pdftoppm at 50 dpi. */
async function renderFirstPage(pdf: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-png-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')]);
    return await readFile(path.join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const BUSINESS = {
  BUSINESS_NAME: 'Karigar Test Works',
  BUSINESS_ADDRESS: 'Shed 4, Chakan MIDC, Pune, Maharashtra 410501',
  BUSINESS_GSTIN: '27ABCDE1234F1Z5',
  BUSINESS_UPI_ID: 'karigar@okaxis',
};

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let service: ServiceRow;

beforeAll(async () => {
  t = await createTestApp({ env: BUSINESS });
  [owner, other, admin] = await Promise.all([
    createUser(t, { name: 'Asha Patil' }),
    createUser(t, { name: 'Ravi Kulkarni' }),
    createAdmin(t),
  ]);
  service = await insertServiceRow(t, { name: 'Fiberglass bumper repair', price: 6500 });
});
afterAll(async () => {
  await t?.close();
});

/**
 * An order of 2 × ₹6,000 less ₹500 discount: taxable ₹11,500, GST 18 % ₹2,070, total ₹13,570
 * (or other amounts via overrides).
 */
async function insertOrder(userId: string, overrides: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow> {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      serviceId: service.id,
      origin: 'manual',
      customerName: 'Asha Patil',
      customerEmail: 'asha@example.com',
      customerPhone: '+91 98220 12345',
      serviceName: service.name,
      quantity: 2,
      unitPricePaise: 6_500_00,
      offeredPricePaise: 6_000_00,
      discountPaise: 500_00,
      taxRate: 18,
      subtotalBeforeDiscountPaise: 12_000_00,
      subtotalAfterDiscountPaise: 11_500_00,
      preTaxTotalPaise: 11_500_00,
      taxAmountPaise: 2_070_00,
      totalPaise: 13_570_00,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

const paid = {
  paymentStatus: 'paid' as const,
  paidAt: new Date('2026-06-02T11:00:00+05:30'),
  razorpayPaymentId: 'pay_TEST12345',
};

const download = (id: string, user?: TestUser, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/invoices/${id}/pdf${lang ? `?lang=${lang}` : ''}`,
    headers: user ? user.headers : {},
  });

const issue = (id: string, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/invoices/${id}/issue`, headers: user ? user.headers : {} });

describe('GET /api/invoices/:id/pdf', () => {
  it("lets the order's customer download the invoice as a PDF attachment", async () => {
    const order = await insertOrder(owner.user.id);
    const res = await download(order.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 'Order not found' to another customer", async () => {
    const order = await insertOrder(owner.user.id);
    const res = await download(order.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
  });

  it("lets an admin download any customer's invoice", async () => {
    const order = await insertOrder(owner.user.id);
    const res = await download(order.id, admin, 'mr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    expect((await download('5b1f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', admin)).statusCode).toBe(404);
    expect((await download('not-a-uuid', admin)).json()).toMatchObject({ message: 'Order not found' });
  });

  it('rejects an unknown language with 400', async () => {
    const order = await insertOrder(owner.user.id);
    expect((await download(order.id, owner, 'fr')).statusCode).toBe(400);
  });

  it('requires a token', async () => {
    const order = await insertOrder(owner.user.id);
    expect((await download(order.id)).statusCode).toBe(401);
  });

  it('prints a paid order as an English tax invoice, issuing its number on the first download', async () => {
    const order = await insertOrder(owner.user.id, paid);
    const res = await download(order.id, owner, 'en');
    expect(res.statusCode).toBe(200);

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
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
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Scan to pay');

    const again = await pdfText((await download(order.id, owner, 'en')).rawPayload);
    expect(again).toContain(`Invoice No.: ${stored!.invoiceNumber}`);
    const issued = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'invoice_issued'), eq(activities.entityId, order.id)));
    expect(issued).toHaveLength(1);
  });

  it('prints a Marathi tax invoice with the amount in Marathi words, and its page renders', async () => {
    const order = await insertOrder(owner.user.id, {
      ...paid,
      quantity: 1,
      offeredPricePaise: 1_04_624_39,
      discountPaise: 0,
      subtotalBeforeDiscountPaise: 1_04_624_39,
      subtotalAfterDiscountPaise: 1_04_624_39,
      preTaxTotalPaise: 1_04_624_39,
      taxAmountPaise: 18_832_39,
      totalPaise: 1_23_456_78,
    });
    const res = await download(order.id, owner, 'mr');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('कर बीजक');
    // Words whose vowel signs pdftotext keeps in order; the rest ("आणि", "अठ्ठ्याहत्तर") it reorders.
    expect(text).toContain('एक लाख तेवीस हजार चारशे छप्पन्न रुपये');
    expect(text).toContain('पैसे फक्त');
    expect(text).toContain('₹1,23,456.78');
    expect(text).toContain('करपात्र मूल्य');

    const png = await renderFirstPage(res.rawPayload);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThan(300); // width at 50 dpi: A4 is ~413 px wide
  });

  it('prints an unpaid order as a proforma invoice with a UPI QR to pay it', async () => {
    const order = await insertOrder(owner.user.id);
    const text = await pdfText((await download(order.id, owner)).rawPayload);
    expect(text).toContain('Proforma Invoice');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('INV/');
    expect(text).toContain('Unpaid');
    expect(text).toContain('Scan to pay ₹13,570.00 with any UPI app');
    expect(text).toContain('UPI ID: karigar@okaxis');
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.invoiceNumber).toBeNull();
  });

  it('shows no UPI QR for a cancelled order', async () => {
    const order = await insertOrder(owner.user.id, { status: 'Cancelled' });
    const text = await pdfText((await download(order.id, owner)).rawPayload);
    expect(text).toContain('Unpaid');
    expect(text).not.toContain('Scan to pay');
  });
});

describe('POST /api/invoices/:id/issue', () => {
  it('lets an admin issue an unpaid order its tax invoice, once', async () => {
    const order = await insertOrder(owner.user.id);
    const res = await issue(order.id, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Invoice issued',
      invoice: { number: expect.stringMatching(/^INV\/\d{4}-\d{2}\/\d{4}$/), issuedAt: expect.any(String) },
    });

    const again = await issue(order.id, admin);
    expect(again.json()).toEqual(body);
    const issued = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'invoice_issued'), eq(activities.entityId, order.id)));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ actorId: admin.user.id });

    const text = await pdfText((await download(order.id, owner)).rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(body.invoice.number);
    expect(text).toContain('Unpaid');
    expect(text).toContain('Scan to pay ₹13,570.00 with any UPI app');
  });

  it('is for admins only', async () => {
    const order = await insertOrder(owner.user.id);
    expect((await issue(order.id, owner)).statusCode).toBe(403);
    expect((await issue(order.id)).statusCode).toBe(401);
  });

  it("answers 404 'Order not found' for an unknown order", async () => {
    const res = await issue('5b1f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
    expect((await issue('nope', admin)).statusCode).toBe(404);
  });
});

describe('invoice content', () => {
  const order: InvoiceOrder = {
    id: '3f2a9c1e-7b4d-4e2a-9c1f-5a6b7c8d9e0f',
    status: 'Confirmed',
    customerName: 'Asha Patil',
    customerEmail: 'asha@example.com',
    customerPhone: null,
    serviceName: 'Dent repair',
    sacCode: '998714',
    quantity: 1,
    offeredPricePaise: 1_180_00,
    discountPaise: 0,
    preTaxTotalPaise: 1_000_00,
    taxAmountPaise: 180_00,
    totalPaise: 1_180_00,
    taxRate: 18,
    taxAlreadyIncluded: true,
    paymentStatus: 'pending',
    paidAt: null,
    razorpayPaymentId: null,
    invoiceNumber: null,
    invoiceIssuedAt: null,
    updatedAt: new Date(),
  };

  it('says so when the workshop has no GSTIN, and notes a rate that includes GST', async () => {
    const { business } = loadConfig({});
    const text = await pdfText(await renderInvoicePdf(buildInvoiceData(order, business, new Date()), 'en'));
    expect(text).toContain('GSTIN: not registered');
    expect(text).toContain('The rate includes GST.');
    expect(text).toContain('Order: 3F2A9C1E');
    expect(text).not.toContain('Scan to pay');
  });

  it('prints IGST when the place of supply is in another state', async () => {
    const { business } = loadConfig({});
    const data = {
      ...buildInvoiceData(order, business, new Date()),
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    };
    data.taxes = [{ name: 'IGST', ratePercent: 18, amountPaise: 180_00 }];
    const text = await pdfText(await renderInvoicePdf(data, 'en'));
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
  });
});
