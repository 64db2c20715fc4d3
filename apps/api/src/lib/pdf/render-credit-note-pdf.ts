import type { InvoiceLanguage } from '@karigar/domain/invoice';
import PDFDocument from 'pdfkit';
import { collectPdf } from './collect-pdf';
import { drawDocumentHeader, drawLabelRows } from './document-header';
import type { CreditNoteData } from './credit-note-data';
import { creditNoteLabels } from './credit-note-labels';
import { registerPdfFonts } from './fonts';
import { formatIndiaDate, formatPaise, formatPercent } from './format';
import { rule, small, type Page } from './invoice-page';
import { drawParagraph, drawText, lineHeight } from './rich-text';

const MARGIN = 40;
const ACCENT = '#b45309';
const LABEL_WIDTH = 170;

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

  const header = [
    `${labels.creditNoteNumber}: ${data.number}`,
    `${labels.date}: ${formatIndiaDate(data.date)}`,
    `${labels.originalInvoice}: ${data.invoice.number}`,
    `${labels.originalInvoiceDate}: ${formatIndiaDate(data.invoice.date)}`,
    `${labels.order}: ${data.orderRef}`,
    `${labels.placeOfSupply}: ${data.placeOfSupply.state} (${data.placeOfSupply.stateCode})`,
  ];
  const title = { text: labels.creditNote, color: ACCENT };
  let y = drawDocumentHeader(page, data.supplier, title, header, { top: MARGIN, metaWidth: 235 }) + 14;
  const recipient = [data.recipient.name, data.recipient.address?.split(/\s*[\r\n]+\s*/).join(', ')]
    .filter(Boolean)
    .join(', ');
  y = drawLabelRows(
    page,
    [
      [labels.recipient, recipient],
      ...(data.recipient.gstin ? ([[labels.gstin, data.recipient.gstin]] as [string, string][]) : []),
      [labels.description, `${data.description} (${labels.sac} ${data.sacCode})`],
      [labels.reason, data.reason],
    ],
    y,
    LABEL_WIDTH,
  );
  rule(page, y + 4);
  y = drawLabelRows(
    page,
    [
      [labels.creditedTaxable, formatPaise(data.taxablePaise)],
      ...data.taxes.map((tax): [string, string] => [
        `${tax.name} @ ${formatPercent(tax.ratePercent)}`,
        formatPaise(tax.amountPaise),
      ]),
    ],
    y + 14,
    LABEL_WIDTH,
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
