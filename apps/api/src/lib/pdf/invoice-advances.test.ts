import { describe, expect, it } from 'vitest';
import { pdfLetters, pdfText } from '../../modules/invoices/invoice-test-support';
import type { InvoiceData } from './invoice-data';
import { paidInvoice } from './invoice-test-support';
import { renderInvoicePdf } from './render-invoice-pdf';

/** A ₹2,360 job (₹2,000 + ₹360 GST) with a ₹1,180 advance received on a receipt voucher. */
const data: InvoiceData = {
  ...paidInvoice,
  number: 'INV/2026-27/0007',
  date: new Date('2026-11-20T11:00:00+05:30'),
  customer: { ...paidInvoice.customer, address: null },
  line: { ...paidInvoice.line, ratePaise: 2_000_00, taxablePaise: 2_000_00 },
  taxes: [
    { name: 'CGST', ratePercent: 9, amountPaise: 180_00 },
    { name: 'SGST', ratePercent: 9, amountPaise: 180_00 },
  ],
  totalPaise: 2_360_00,
  payment: { status: 'unpaid', paidPaise: 1_180_00, duePaise: 1_180_00 },
  received: [],
  advances: [
    {
      number: 'RV/2026-27/0003',
      issuedAt: new Date('2026-11-03T10:00:00+05:30'),
      amountPaise: 1_180_00,
      taxPaise: 180_00,
    },
  ],
};

describe('an invoice that adjusts advances', () => {
  it('keeps the whole job’s tax, lists each receipt voucher with the tax paid on it, and asks only for the balance', async () => {
    const text = await pdfText(await renderInvoicePdf(data, 'en'));
    for (const expected of [
      'CGST @ 9% ₹180.00',
      'SGST @ 9% ₹180.00',
      'Total ₹2,360.00',
      'Advances adjusted (receipt vouchers)',
      'Receipt voucher RV/2026-27/0003 · 03/11/2026 · tax paid ₹180.00 ₹1,180.00',
      'GST already paid on advances (adjusted) ₹180.00',
      'Less advances received ₹1,180.00',
      'Balance payable ₹1,180.00',
    ])
      expect(text).toContain(expected);
  });

  it('says the same in Marathi', async () => {
    const letters = await pdfLetters(await renderInvoicePdf(data, 'mr'));
    for (const expected of ['समायोजित आगाऊ रक्कम', 'RV/2026-27/0003', 'देय बाकी रक्कम'])
      expect(letters).toContain(expected.replace(/\s+/g, ''));
  });

  it('shows no advances block without receipt vouchers', async () => {
    const text = await pdfText(await renderInvoicePdf({ ...data, advances: [] }, 'en'));
    expect(text).not.toContain('Balance payable');
  });
});
