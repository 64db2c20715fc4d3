import type { OrderDocumentsAnswer } from '@karigar/domain/order-documents';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import { orders } from '../../db/schema/orders';
import { taxDocuments } from '../../db/schema/tax-documents';
import { pdfText } from '../invoices/invoice-test-support';
import { insertCustomerOrder, payInSandbox } from '../payments/payment-test-fixtures';

const documentsOf = async (t: TestApp, user: TestUser, orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/documents`, headers: user.headers })
  ).json<OrderDocumentsAnswer>().documents;

describe('receipt vouchers of advances paid through the API', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => t.close());

  it('issues a receipt voucher for an advance paid online, beside its ledger row, and adjusts it on the invoice', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360, changes: { advancePaise: 118_000 } });
    await payInSandbox(t, customer, order.id);
    const [voucher, ...more] = await documentsOf(t, customer, order.id);
    expect(more).toEqual([]);
    expect(voucher).toMatchObject({ kind: 'receipt-voucher', number: expect.stringMatching(/^RV\//), amount: 1180 });
    const [row] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, voucher!._id));
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, row!.ledgerEntryId!));
    expect(entry).toMatchObject({ kind: 'advance', amountPaise: 118_000, orderId: order.id });
    expect(row).toMatchObject({ cgstPaise: 9_000, sgstPaise: 9_000, adjustedAt: null });

    await payInSandbox(t, customer, order.id);
    const [invoice] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect((await documentsOf(t, customer, order.id)).map((d) => d.kind)).toEqual(['invoice', 'receipt-voucher']);
    const [adjusted] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, voucher!._id));
    expect(adjusted).toMatchObject({ invoiceNumber: invoice!.invoiceNumber, adjustedAt: invoice!.invoiceIssuedAt });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${order.id}/pdf`, headers: customer.headers });
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      `Receipt voucher ${voucher!.number}`,
      'tax paid ₹180.00',
      'GST already paid on advances (adjusted) ₹180.00',
      'Balance payable ₹1,180.00',
    ])
      expect(text).toContain(part);
  });

  it('issues one for a part payment the admin records, and none for the payment that settles the order', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    const record = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/payments`,
        headers: admin.headers,
        payload: { amount, method: 'cash', paidAt: indiaDate(new Date()) },
      });
    expect((await record(1000)).statusCode).toBe(201);
    expect((await record(1360)).statusCode).toBe(201);
    const documents = await documentsOf(t, admin, order.id);
    expect(documents.map((d) => [d.kind, d.amount])).toEqual([
      ['invoice', 2360],
      ['receipt-voucher', 1000],
    ]);
  });

  it('issues a refund voucher when the admin refunds the advance of an order never invoiced', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360, changes: { advancePaise: 118_000 } });
    await payInSandbox(t, customer, order.id);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { amount: 590, method: 'cash', reason: 'Job called off' },
    });
    expect(refund.statusCode).toBe(201);
    const [receipt, voucher] = await documentsOf(t, customer, order.id);
    expect(voucher).toMatchObject({ kind: 'refund-voucher', number: expect.stringMatching(/^RF\//), amount: 590 });
    const [row] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, voucher!._id));
    expect(row).toMatchObject({
      relatedDocumentId: receipt!._id,
      taxablePaise: 50_000,
      cgstPaise: 4_500,
      sgstPaise: 4_500,
    });
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, row!.ledgerEntryId!));
    expect(entry).toMatchObject({ kind: 'refund', amountPaise: -59_000 });
  });
});

describe('advances of a workshop without a GSTIN', () => {
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_GSTIN: '' } });
    customer = await createUser(t);
  });
  afterAll(async () => t.close());

  it('takes the advance with a plain receipt and issues no voucher and no GST', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360, changes: { advancePaise: 118_000 } });
    await payInSandbox(t, customer, order.id);
    expect(await documentsOf(t, customer, order.id)).toEqual([]);
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toEqual([]);
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(entry).toMatchObject({ kind: 'advance', amountPaise: 118_000 });
  });
});
