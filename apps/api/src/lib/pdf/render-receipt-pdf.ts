import type { InvoiceLanguage } from '@karigar/domain/invoice';
import PDFDocument from 'pdfkit';
import { collectPdf } from './collect-pdf';
import { registerPdfFonts } from './fonts';
import { formatIndiaDate, formatPaise } from './format';
import { body, bodyBold, MUTED, rule, SANDBOX, small, type Page } from './invoice-page';
import type { ReceiptData } from './receipt-data';
import { receiptLabels, type ReceiptLabels } from './receipt-labels';
import { drawParagraph, drawText, lineHeight, type Align } from './rich-text';
import { drawSupplier } from './supplier-block';

const MARGIN = 40;
const ACCENT = '#1d4ed8';
const PAID = '#0f7b3f';
const LABEL_WIDTH = 150;

/** Supplier on the left; the title, receipt number, date and order on the right. */
function drawHeader(page: Page, data: ReceiptData, labels: ReceiptLabels): number {
  const { doc, left, width } = page;
  const y = drawSupplier(page, data.supplier, MARGIN);
  const metaWidth = 215;
  const metaLeft = left + width - metaWidth;
  const box = { width: metaWidth, align: 'right' as Align };
  let metaY = MARGIN;
  drawText(doc, labels.receipt, metaLeft, metaY, { size: 18, bold: true, color: ACCENT }, box);
  metaY += lineHeight({ size: 18 });
  for (const line of [
    `${labels.receiptNumber}: ${data.number}`,
    `${labels.date}: ${formatIndiaDate(data.paidAt)}`,
    `${labels.order}: ${data.orderRef}`,
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

  let y = drawHeader(page, data, labels) + 14;
  y = drawRows(
    page,
    [
      [labels.receivedFrom, data.customerName],
      [labels.service, `${data.service} (${labels.order} ${data.orderRef})`],
      [labels.method, data.method],
      ...(data.reference ? ([[labels.reference, data.reference]] as [string, string][]) : []),
    ],
    y,
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
  y = drawRows(
    page,
    [
      [labels.orderTotal, formatPaise(data.orderTotalPaise)],
      [labels.receivedSoFar, formatPaise(data.receivedPaise)],
      [labels.balanceDue, formatPaise(data.duePaise)],
    ],
    y + 10,
  );
  if (data.sandbox) drawParagraph(doc, labels.sandboxNote, page.left, y + 10, page.width, { ...small, color: SANDBOX });
  const footerY = doc.page.height - MARGIN - lineHeight(small);
  rule(page, footerY - 6);
  drawText(doc, labels.computerGenerated, page.left, footerY, small, { width: page.width, align: 'center' });
  doc.end();
  return done;
}
