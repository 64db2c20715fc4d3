import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import type { OrderRow } from '../../db/schema/orders';
import { taxDocuments } from '../../db/schema/tax-documents';
import { issueInvoice } from '../invoices/issue-invoice';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';
import { issueReceiptVoucher } from './receipt-voucher';
import { issueRefundVoucher } from './refund-voucher';
import { insertLedgerRow } from './voucher-test-support';

describe('receipt and refund vouchers', () => {
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => t.close());

  const receive = async (order: OrderRow, amountPaise: number, at: Date, business = t.config.business) => {
    const ledgerEntryId = await insertLedgerRow(t, order.id, 'advance', amountPaise, at);
    return t.db.transaction((tx) => issueReceiptVoucher(tx, business, { order, ledgerEntryId, amountPaise, at }));
  };
  const refund = async (order: OrderRow, amountPaise: number, at: Date) => {
    const ledgerEntryId = await insertLedgerRow(t, order.id, 'refund', -amountPaise, at);
    return t.db.transaction((tx) =>
      issueRefundVoucher(tx, t.config.business, { order, ledgerEntryId, amountPaise, at, reason: 'Job called off' }),
    );
  };

  it('numbers receipt vouchers in the RV series and splits the GST in the advance into CGST and SGST', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    const at = new Date('2033-05-10T10:00:00+05:30');
    const first = await receive(order, 118_000, at);
    const second = await receive(order, 50_000, at);
    expect(first).toMatchObject({
      kind: 'receipt-voucher',
      number: 'RV/2033-34/0001',
      financialYear: '2033-34',
      orderId: order.id,
      recipientName: 'Asha Patil',
      placeOfSupply: t.config.business.stateCode,
      sacCode: order.sacCode,
      taxRate: 18,
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
    expect(second).toMatchObject({
      number: 'RV/2033-34/0002',
      taxablePaise: 42_373,
      cgstPaise: 3_814,
      sgstPaise: 3_813,
    });
  });

  it('charges IGST when the place of supply is another state, and names the customer’s GSTIN', async () => {
    const order = await insertCustomerOrder(t, customer, {
      changes: { placeOfSupply: '29', customerGstin: '29AABCU9603R1ZM' },
    });
    const voucher = await receive(order, 100_000, new Date('2034-05-10T10:00:00+05:30'));
    expect(voucher).toMatchObject({
      placeOfSupply: '29',
      recipientGstin: '29AABCU9603R1ZM',
      taxablePaise: 84_746,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_254,
    });
  });

  it('issues no voucher for a workshop without a GSTIN', async () => {
    const order = await insertCustomerOrder(t, customer);
    const voucher = await receive(order, 100_000, new Date(), { ...t.config.business, gstin: undefined });
    expect(voucher).toBeNull();
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toEqual([]);
  });

  it('marks the receipt vouchers adjusted when the tax invoice is issued', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    const voucher = await receive(order, 118_000, new Date('2035-05-10T10:00:00+05:30'));
    const invoicedAt = new Date('2035-06-02T10:00:00+05:30');
    const invoice = await t.db.transaction((tx) => issueInvoice(tx, order.id, invoicedAt));
    const [after] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, voucher!.id));
    expect(after).toMatchObject({ invoiceNumber: invoice.number, adjustedAt: invoicedAt });
  });

  it('reverses the tax of the receipt vouchers in proportion to a refund, naming the first voucher', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    const at = new Date('2036-05-10T10:00:00+05:30');
    const receipt = await receive(order, 118_000, at);
    const first = await refund(order, 59_000, at);
    expect(first).toMatchObject({
      kind: 'refund-voucher',
      number: 'RF/2036-37/0001',
      relatedDocumentId: receipt!.id,
      reason: 'Job called off',
      taxablePaise: 50_000,
      cgstPaise: 4_500,
      sgstPaise: 4_500,
      totalPaise: 59_000,
    });
    // Only what the vouchers received and no refund voucher returned yet can be refunded against them.
    expect(await refund(order, 80_000, at)).toMatchObject({ number: 'RF/2036-37/0002', totalPaise: 59_000 });
    expect(await refund(order, 1_000, at)).toBeNull();
  });

  it('issues no refund voucher once the order has a tax invoice', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    await receive(order, 118_000, new Date());
    await t.db.transaction((tx) => issueInvoice(tx, order.id, new Date()));
    expect(await refund({ ...order, invoiceNumber: 'INV/2026-27/0001' }, 10_000, new Date())).toBeNull();
  });
});
