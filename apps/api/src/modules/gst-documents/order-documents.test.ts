import type { OrderDocumentsAnswer } from '@karigar/domain/order-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import type { OrderRow } from '../../db/schema/orders';
import { issueInvoice } from '../invoices/issue-invoice';
import { pdfText } from '../invoices/invoice-test-support';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';
import { issueReceiptVoucher } from './receipt-voucher';
import { issueRefundVoucher } from './refund-voucher';
import { insertLedgerRow } from './voucher-test-support';

describe('GET /api/orders/:id/documents', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let order: OrderRow;
  const receivedAt = new Date('2026-11-03T10:00:00+05:30');

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    other = await createUser(t);
    admin = await createAdmin(t);
    order = await insertCustomerOrder(t, customer, { price: 2360, changes: { serviceNameMr: 'बंपर दुरुस्ती' } });
    const ledgerEntryId = await insertLedgerRow(t, order.id, 'advance', 118_000, receivedAt);
    await t.db.transaction((tx) =>
      issueReceiptVoucher(tx, t.config.business, { order, ledgerEntryId, amountPaise: 118_000, at: receivedAt }),
    );
  });
  afterAll(async () => t.close());

  const get = (url: string, user: TestUser | null) =>
    t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const list = async (user: TestUser) =>
    (await get(`/api/orders/${order.id}/documents`, user)).json<OrderDocumentsAnswer>().documents;

  it("lists the order's receipt voucher, with its PDF path, for its customer and for an admin", async () => {
    const documents = await list(customer);
    expect(documents).toEqual([
      {
        _id: expect.any(String),
        kind: 'receipt-voucher',
        number: expect.stringMatching(/^RV\/2026-27\/\d{4}$/),
        date: receivedAt.toISOString(),
        amount: 1180,
        pdfPath: `/api/orders/${order.id}/documents/${documents[0]!._id}/pdf`,
      },
    ]);
    expect(await list(admin)).toEqual(documents);
  });

  it('answers 404 to another customer, for the list and the PDF, and 401 without a token', async () => {
    const [voucher] = await list(customer);
    expect((await get(`/api/orders/${order.id}/documents`, other)).statusCode).toBe(404);
    expect((await get(`${voucher!.pdfPath}?lang=en`, other)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}/documents`, null)).statusCode).toBe(401);
    expect((await get(`/api/orders/${order.id}/documents/not-a-uuid/pdf`, customer)).statusCode).toBe(404);
  });

  it("prints the receipt voucher's Rule 50 particulars in English", async () => {
    const [voucher] = await list(customer);
    const res = await get(`${voucher!.pdfPath}?lang=en`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${voucher!.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Receipt Voucher',
      t.config.business.name,
      `GSTIN: ${t.config.business.gstin}`,
      voucher!.number,
      '03/11/2026',
      'Received from Asha Patil',
      `Place of supply ${t.config.business.state} (${t.config.business.stateCode})`,
      'SAC 998714',
      'Advance received ₹1,180.00',
      'GST rate 18%',
      'Taxable value ₹1,000.00',
      'CGST @ 9% ₹90.00',
      'SGST @ 9% ₹90.00',
      'Authorised signatory',
    ])
      expect(text).toContain(part);
  });

  it("names another state's place of supply by its name and code", async () => {
    const elsewhere = await insertCustomerOrder(t, customer, {
      changes: { placeOfSupply: '29', customerGstin: '29AABCU9603R1ZM' },
    });
    const ledgerEntryId = await insertLedgerRow(t, elsewhere.id, 'advance', 100_000, receivedAt);
    await t.db.transaction((tx) =>
      issueReceiptVoucher(tx, t.config.business, {
        order: elsewhere,
        ledgerEntryId,
        amountPaise: 100_000,
        at: receivedAt,
      }),
    );
    const [voucher] = (await get(`/api/orders/${elsewhere.id}/documents`, admin)).json<OrderDocumentsAnswer>()
      .documents;
    const text = await pdfText((await get(`${voucher!.pdfPath}?lang=en`, admin)).rawPayload);
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).toContain('IGST @ 18%');
  });

  it('prints it in Marathi with Latin digits', async () => {
    const [voucher] = await list(customer);
    const text = await pdfText((await get(`${voucher!.pdfPath}?lang=mr`, customer)).rawPayload);
    for (const part of ['पावती व्हाउचर', 'बंपर दुरुस्ती', 'करपात्र मूल्य ₹1,000.00', 'अधिकृत स्वाक्षरीकर्ता'])
      expect(text).toContain(part);
    expect(text).not.toMatch(/[०-९]/);
  });

  it('lists the refund voucher naming the receipt voucher, and the invoice first once issued', async () => {
    const refunded = await insertCustomerOrder(t, customer, { price: 2360 });
    const at = new Date('2026-11-04T10:00:00+05:30');
    const received = await insertLedgerRow(t, refunded.id, 'advance', 118_000, at);
    const refundedAt = new Date('2026-11-05T10:00:00+05:30');
    const refund = await insertLedgerRow(t, refunded.id, 'refund', -118_000, refundedAt);
    await t.db.transaction(async (tx) => {
      const o = refunded;
      await issueReceiptVoucher(tx, t.config.business, { order: o, ledgerEntryId: received, amountPaise: 118_000, at });
      const reason = 'Customer called the job off';
      await issueRefundVoucher(tx, t.config.business, {
        order: o,
        ledgerEntryId: refund,
        amountPaise: 118_000,
        at: refundedAt,
        reason,
      });
    });
    const [receipt, refundVoucher] = (
      await get(`/api/orders/${refunded.id}/documents`, admin)
    ).json<OrderDocumentsAnswer>().documents;
    expect(refundVoucher).toMatchObject({
      kind: 'refund-voucher',
      number: expect.stringMatching(/^RF\//),
      amount: 1180,
    });
    const text = await pdfText((await get(`${refundVoucher!.pdfPath}?lang=en`, admin)).rawPayload);
    for (const part of [
      'Refund Voucher',
      `${receipt!.number} (04/11/2026)`,
      'Customer called the job off',
      'Advance refunded ₹1,180.00',
    ])
      expect(text).toContain(part);

    await t.db.transaction((tx) => issueInvoice(tx, order.id, new Date('2026-11-20T10:00:00+05:30')));
    const documents = await list(customer);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'receipt-voucher']);
    expect(documents[0]).toMatchObject({ amount: 2360, pdfPath: `/api/invoices/${order.id}/pdf` });
  });
});
