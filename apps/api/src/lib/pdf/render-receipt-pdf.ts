import type { InvoiceLanguage } from '@karigar/domain/invoice';
import PDFDocument from 'pdfkit';
import { collectPdf } from './collect-pdf';
import { drawDocumentHeader, drawLabelRows } from './document-header';
import { registerPdfFonts } from './fonts';
import { formatIndiaDate, formatPaise } from './format';
import { rule, SANDBOX, small, type Page } from './invoice-page';
import type { ReceiptData } from './receipt-data';
import { receiptLabels } from './receipt-labels';
import { drawParagraph, drawText, lineHeight } from './rich-text';

const MARGIN = 40;
const ACCENT = '#1d4ed8';
const PAID = '#0f7b3f';
const LABEL_WIDTH = 150;

/**
 * A one-page A4 receipt for one payment received, in English or Marathi: the workshop, the
 * receipt number, date and order, who paid, how and how much, and where the order's account stands.
 */
export function renderReceiptPdf(data: ReceiptData, language: InvoiceLanguage): Promise<Buffer> {
  const labels = receiptLabels[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language === 'mr' ? 'mr-IN' : 'en-IN',
    info: { Title: `${labels.receipt} ${data.number}`, Author: data.supplier.name },
  });
  const done = collectPdf(doc);
  registerPdfFonts(doc);
  const page: Page = { doc, labels, left: MARGIN, width: doc.page.width - 2 * MARGIN };

  const header = [
    `${labels.receiptNumber}: ${data.number}`,
    `${labels.date}: ${formatIndiaDate(data.paidAt)}`,
    `${labels.order}: ${data.orderRef}`,
  ];
  const title = { text: labels.receipt, color: ACCENT };
  let y = drawDocumentHeader(page, data.supplier, title, header, { top: MARGIN, metaWidth: 215 }) + 14;
  y = drawLabelRows(
    page,
    [
      [labels.receivedFrom, data.customerName],
      [labels.service, `${data.service} (${labels.order} ${data.orderRef})`],
      [labels.method, data.method],
      ...(data.reference ? ([[labels.reference, data.reference]] as [string, string][]) : []),
    ],
    y,
    LABEL_WIDTH,
  );
  y += 8;
  drawText(doc, labels.amountReceived, page.left, y, { size: 12, bold: true });
  drawText(doc, formatPaise(data.amountPaise), page.left + LABEL_WIDTH, y, {
    size: 16,
    bold: true,
    color: data.sandbox ? SANDBOX : PAID,
  });
  y += lineHeight({ size: 16 }) + 8;
  rule(page, y);
  y = drawLabelRows(
    page,
    [
      [labels.orderTotal, formatPaise(data.orderTotalPaise)],
      [labels.receivedSoFar, formatPaise(data.receivedPaise)],
      [labels.balanceDue, formatPaise(data.duePaise)],
    ],
    y + 10,
    LABEL_WIDTH,
  );
  if (data.sandbox) drawParagraph(doc, labels.sandboxNote, page.left, y + 10, page.width, { ...small, color: SANDBOX });
  const footerY = doc.page.height - MARGIN - lineHeight(small);
  rule(page, footerY - 6);
  drawText(doc, labels.computerGenerated, page.left, footerY, small, { width: page.width, align: 'center' });
  doc.end();
  return done;
}
