import { describe, expect, it } from 'vitest';
import { pdfLetters, pdfText } from '../../modules/invoices/invoice-test-support';
import { pdfFonts } from './fonts';
import type { InvoiceData } from './invoice-data';
import { paidInvoice } from './invoice-test-support';
import { renderInvoicePdf } from './render-invoice-pdf';

const data = paidInvoice;

/** The invoice of a workshop without a GSTIN: its header draws 'नोंदणीकृत' before 'राज्य'. */
const unregistered: InvoiceData = {
  ...data,
  kind: 'invoice',
  number: null,
  supplier: { ...data.supplier, gstin: undefined },
  taxes: [],
};

// Characters, not spacing: readers differ on the gap after a Devanagari run.
const letters = async (invoice: InvoiceData) => pdfLetters(await renderInvoicePdf(invoice, 'mr'));
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('renderInvoicePdf text layer', () => {
  it('gives a Marathi invoice its real characters, whichever word drew a shared glyph first', async () => {
    const plain = await letters(unregistered);
    for (const expected of [
      'पुरवठादार जीएसटी अंतर्गत नोंदणीकृत नाही — BUSINESS_GSTIN सेट करा',
      'राज्य: Maharashtra, कोड: 27',
      'दिनांक: 02/06/2026',
      'एक हजार एकशे ऐंशी रुपये फक्त',
    ]) {
      expect(plain).toContain(squeezed(expected));
    }
    expect(plain).not.toContain('रोज्य');
    expect(plain).not.toContain('नोही');

    const tax = await letters(data);
    for (const expected of [
      'कर बीजक',
      'बीजक क्रमांक: INV/2026-27/0001',
      'बीजक दिनांक: 02/06/2026',
      'पुरवठ्याचे ठिकाण: Maharashtra (27)',
    ]) {
      expect(tax).toContain(squeezed(expected));
    }
  });

  it("maps each Devanagari glyph to its own character even after a word shaped it as part of another's", () => {
    const font = pdfFonts().devanagari.regular;
    const aaSign = font.layout('नोंदणीकृत').glyphs[1]!; // ो is drawn as the ा glyph plus a mark
    const [, later] = font.layout('राज्य').glyphs;
    expect(later!.id).toBe(aaSign.id);
    expect(later!.codePoints).toEqual([0x093e]);
  });

  it('leaves the address line out when the customer has none', async () => {
    const text = await pdfText(
      await renderInvoicePdf({ ...data, customer: { ...data.customer, address: null } }, 'en'),
    );
    expect(text).toContain('Asha Patil');
    expect(text).not.toContain('Shivaji Nagar');
  });

  it('leaves the English text as it was', async () => {
    const text = await pdfText(await renderInvoicePdf(data, 'en'));
    for (const expected of [
      'Karigar Works',
      'GSTIN: 27ABCDE1234F1Z5',
      'State: Maharashtra, Code: 27',
      'Invoice No.: INV/2026-27/0001',
      'Place of supply: Maharashtra (27)',
      'Rupees One Thousand One Hundred Eighty Only',
      'Paid on 02/06/2026 · Transaction ID: pay_TEST1',
      'Flat 4, Shivaji Nagar, Pune 411005',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
