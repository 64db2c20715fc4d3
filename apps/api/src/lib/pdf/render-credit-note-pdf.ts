import type { InvoiceLanguage } from '@karigar/domain/invoice';
import PDFDocument from 'pdfkit';
import { collectPdf } from './collect-pdf';
import type { CreditNoteData } from './credit-note-data';
import { creditNoteLabels, type CreditNoteLabels } from './credit-note-labels';
import { registerPdfFonts } from './fonts';
import { formatIndiaDate, formatPaise, formatPercent } from './format';
import { body, bodyBold, MUTED, rule, small, type Page } from './invoice-page';
import { drawParagraph, drawText, lineHeight, type Align } from './rich-text';
import { drawSupplier } from './supplier-block';

const MARGIN = 40;
const ACCENT = '#b45309';
const LABEL_WIDTH = 170;

/** Supplier on the left; the title, its number and date, the original invoice and the place of supply on the right. */
function drawHeader(page: Page, data: CreditNoteData, labels: CreditNoteLabels): number {
  const { doc, left, width } = page;
  const y = drawSupplier(page, data.supplier, MARGIN);
  const metaWidth = 235;
  const metaLeft = left + width - metaWidth;
  const box = { width: metaWidth, align: 'right' as Align };
  let metaY = MARGIN;
  drawText(doc, labels.creditNote, metaLeft, metaY, { size: 18, bold: true, color: ACCENT }, box);
  metaY += lineHeight({ size: 18 });
  for (const line of [
    `${labels.creditNoteNumber}: ${data.number}`,
    `${labels.date}: ${formatIndiaDate(data.date)}`,
    `${labels.originalInvoice}: ${data.invoice.number}`,
    `${labels.originalInvoiceDate}: ${formatIndiaDate(data.invoice.date)}`,
    `${labels.order}: ${data.orderRef}`,
    `${labels.placeOfSupply}: ${data.placeOfSupply.state} (${data.placeOfSupply.stateCode})`,
  ]) {
    drawText(doc, line, metaLeft, metaY, body, box);
    metaY += lineHeight(body);
  }
  const bottom = Math.max(y, metaY) + 8;
  rule(page, bottom);
  return bottom;
}

/** Label and value rows from `top`; answers the y below them. */
function drawRows(page: Page, rows: [string, string][], top: number): number {
  const { doc, left, width } = page;
  let y = top;
  for (const [label, value] of rows) {
    drawText(doc, label, left, y, { ...body, color: MUTED });
    y = drawParagraph(doc, value, left + LABEL_WIDTH, y, width - LABEL_WIDTH, bodyBold) + 4;
  }
  return y;
}

/**
 * A one-page A4 credit note (CGST Act s.34, Rule 53) in English or Marathi: the workshop, the
 * note's number and date, the original invoice's number and date, the recipient (with their
 * GSTIN when registered) and place of supply, the reason, and the taxable value and GST credited.
 */
export function renderCreditNotePdf(data: CreditNoteData, language: InvoiceLanguage): Promise<Buffer> {
  const labels = creditNoteLabels[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language === 'mr' ? 'mr-IN' : 'en-IN',
    info: { Title: `${labels.creditNote} ${data.number}`, Author: data.supplier.name },
  });
  const done = collectPdf(doc);
  registerPdfFonts(doc);
  const page: Page = { doc, labels, left: MARGIN, width: doc.page.width - 2 * MARGIN };

  let y = drawHeader(page, data, labels) + 14;
  const recipient = [data.recipient.name, data.recipient.address?.split(/\s*[\r\n]+\s*/).join(', ')]
    .filter(Boolean)
    .join(', ');
  y = drawRows(
    page,
    [
      [labels.recipient, recipient],
      ...(data.recipient.gstin ? ([[labels.gstin, data.recipient.gstin]] as [string, string][]) : []),
      [labels.description, `${data.description} (${labels.sac} ${data.sacCode})`],
      [labels.reason, data.reason],
    ],
    y,
  );
  rule(page, y + 4);
  y = drawRows(
    page,
    [
      [labels.creditedTaxable, formatPaise(data.taxablePaise)],
      ...data.taxes.map((tax): [string, string] => [
        `${tax.name} @ ${formatPercent(tax.ratePercent)}`,
        formatPaise(tax.amountPaise),
      ]),
    ],
    y + 14,
  );
  drawText(doc, labels.totalCredited, page.left, y + 6, { size: 12, bold: true });
  drawText(doc, formatPaise(data.totalPaise), page.left + LABEL_WIDTH, y + 6, { size: 14, bold: true, color: ACCENT });
  y += lineHeight({ size: 14 }) + 16;
  drawParagraph(doc, labels.note, page.left, y, page.width, small);
  const footerY = doc.page.height - MARGIN - lineHeight(small);
  rule(page, footerY - 6);
  drawText(doc, labels.computerGenerated, page.left, footerY, small, { width: page.width, align: 'center' });
  doc.end();
  return done;
}
