import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { renderInvoicePdf } from '../../lib/pdf/render-invoice-pdf';
import { buildInvoiceData, type InvoiceOrder } from './build-invoice-data';
import { pdfText } from './invoice-test-support';

describe('invoice content', () => {
  const order: InvoiceOrder = {
    id: '3f2a9c1e-7b4d-4e2a-9c1f-5a6b7c8d9e0f',
    status: 'Confirmed',
    customerName: 'Asha Patil',
    customerEmail: 'asha@example.com',
    customerPhone: null,
    customerGstin: null,
    placeOfSupply: null,
    customerAddress: null,
    serviceName: 'Dent repair',
    serviceNameMr: 'डेंट दुरुस्ती',
    sacCode: '998714',
    unit: 'panel',
    details: 'Front bumper, left corner',
    modification: 'Matt finish',
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
    paidPaise: 0,
    razorpayPaymentId: null,
    paidThrough: null,
    paidReference: null,
    received: [],
    advances: [],
    invoiceNumber: null,
    invoiceIssuedAt: null,
    updatedAt: new Date(),
  };
  const registered = loadConfig({ BUSINESS_GSTIN: '27ABCDE1234F1Z5' }).business;
  const unregistered = loadConfig({}).business;

  it('notes a rate that includes GST', async () => {
    const text = await pdfText(await renderInvoicePdf(buildInvoiceData(order, registered, new Date(), 'en'), 'en'));
    expect(text).toContain('The rate includes GST.');
    expect(text).toContain('Order: 3F2A9C1E');
    expect(text).not.toContain('Scan to pay');
  });

  it('gives a workshop without a GSTIN a plain invoice: no GST, no tax invoice number, even for an issued one', () => {
    const issued = { ...order, invoiceNumber: 'INV/2026-27/0001', invoiceIssuedAt: new Date() };
    const data = buildInvoiceData(issued, unregistered, new Date(), 'en');
    expect(data).toMatchObject({ kind: 'invoice', number: null, taxes: [], totalPaise: 1_180_00 });
    expect(data.line.taxIncluded).toBe(false);
  });

  it('names the service in Marathi on a Marathi invoice, in English when the order has no Marathi name', () => {
    expect(buildInvoiceData(order, registered, new Date(), 'mr').line.description).toBe('डेंट दुरुस्ती');
    expect(buildInvoiceData(order, registered, new Date(), 'en').line.description).toBe('Dent repair');
    const noMarathi = { ...order, serviceNameMr: ' ' };
    expect(buildInvoiceData(noMarathi, registered, new Date(), 'mr').line.description).toBe('Dent repair');
  });

  it('counts the quantity in the service’s unit and prints the job’s description under the service, in both languages', async () => {
    const english = await pdfText(
      await renderInvoicePdf(buildInvoiceData({ ...order, quantity: 3 }, registered, new Date(), 'en'), 'en'),
    );
    expect(english).toContain('3 panel');
    expect(english).toContain('Front bumper, left corner');
    expect(english).toContain('Modifications: Matt finish');
    const marathi = await pdfText(
      await renderInvoicePdf(buildInvoiceData({ ...order, quantity: 3 }, registered, new Date(), 'mr'), 'mr'),
    );
    expect(marathi).toContain('3 पॅनल');
    expect(marathi).toContain('Front bumper, left corner');
    expect(marathi).toContain('बदल: Matt finish');
  });

  it('prints IGST when the place of supply is in another state', async () => {
    const data = {
      ...buildInvoiceData(order, registered, new Date(), 'en'),
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    };
    data.taxes = [{ name: 'IGST', ratePercent: 18, amountPaise: 180_00 }];
    const text = await pdfText(await renderInvoicePdf(data, 'en'));
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
  });
});
