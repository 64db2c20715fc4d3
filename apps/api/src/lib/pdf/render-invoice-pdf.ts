import type { InvoiceLanguage } from '@karigar/domain/invoice';
import PDFDocument from 'pdfkit';
import { collectPdf } from './collect-pdf';
import { registerPdfFonts } from './fonts';
import { formatIndiaDate, formatPaise } from './format';
import type { InvoiceData } from './invoice-data';
import { invoiceLabels, type InvoiceLabels } from './invoice-labels';
import { drawQrCode } from './qr-code';
import { drawLineTable, drawTotals } from './invoice-amounts';
import { drawAdvances } from './invoice-advances';
import { body, bodyBold, registered, rule, small, type Page, SANDBOX } from './invoice-page';
import { drawSupplier } from './supplier-block';
import { drawParagraph, drawText, lineHeight, type Align, type TextStyle } from './rich-text';

const MARGIN = 40;
const ACCENT = '#1d4ed8';
const PAID = '#0f7b3f';
const UNPAID = '#b45309';
const QR_SIZE = 110;

/** The document's title; a sandbox one is smaller (it is longer) and red. */
function titleOf(data: InvoiceData, labels: InvoiceLabels): { text: string; style: TextStyle } {
  if (data.kind === 'sandbox') return { text: labels.sandboxInvoice, style: { size: 14, bold: true, color: SANDBOX } };
  const text = { tax: labels.taxInvoice, proforma: labels.proformaInvoice, invoice: labels.invoice }[data.kind];
  return { text, style: { size: 18, bold: true, color: ACCENT } };
}

/** Supplier on the left, the invoice's title, number, dates and place of supply on the right. */
function drawHeader(page: Page, data: InvoiceData): number {
  const { doc, labels, left, width } = page;
  const y = drawSupplier(page, data.supplier, MARGIN);

  const metaWidth = 215;
  const metaLeft = left + width - metaWidth;
  const box = { width: metaWidth, align: 'right' as Align };
  let metaY = MARGIN;
  const title = titleOf(data, labels);
  drawText(doc, title.text, metaLeft, metaY, title.style, box);
  metaY += lineHeight({ size: 18 });
  const meta = [
    data.number ? `${labels.invoiceNumber}: ${data.number}` : '',
    `${data.kind === 'tax' ? labels.invoiceDate : labels.date}: ${formatIndiaDate(data.date)}`,
    `${labels.order}: ${data.orderRef}`,
    registered(data) ? `${labels.placeOfSupply}: ${data.placeOfSupply.state} (${data.placeOfSupply.stateCode})` : '',
  ].filter(Boolean);
  for (const line of meta) {
    drawText(doc, line, metaLeft, metaY, body, box);
    metaY += lineHeight(body);
  }

  const bottom = Math.max(y, metaY) + 8;
  rule(page, bottom);
  return bottom;
}

function drawCustomer(page: Page, data: InvoiceData, top: number): number {
  const { doc, labels, left, width } = page;
  let y = top + 10;
  drawText(doc, labels.billTo, left, y, { ...small, bold: true });
  y += lineHeight(small);
  drawText(doc, data.customer.name, left, y, { size: 11, bold: true });
  y += lineHeight({ size: 11 });
  if (data.customer.gstin && registered(data)) {
    drawText(doc, `${labels.gstin}: ${data.customer.gstin}`, left, y, bodyBold);
    y += lineHeight(bodyBold);
  }
  // The recipient's address, on one line however it was typed.
  const address = data.customer.address?.split(/\s*[\r\n]+\s*/).join(', ');
  if (address) y = drawParagraph(doc, address, left, y, width, body);
  const contact = [`${labels.email}: ${data.customer.email}`];
  if (data.customer.phone) contact.push(`${labels.phone}: ${data.customer.phone}`);
  return drawParagraph(doc, contact.join(' · '), left, y, width, body);
}

function drawPayment(page: Page, data: InvoiceData, top: number): number {
  const { doc, labels, left, width } = page;
  let y = top + 14;
  drawText(doc, labels.paymentStatus, left, y, { ...small, bold: true });
  y += lineHeight(small);
  const { payment } = data;
  const paidOn = data.kind === 'sandbox' ? labels.sandboxPaidOn : labels.paidOn;
  const status =
    payment.status === 'paid'
      ? [
          paidOn(formatIndiaDate(payment.paidAt)),
          payment.transactionId && `${labels.transactionId}: ${payment.transactionId}`,
        ]
          .filter(Boolean)
          .join(' · ')
      : payment.paidPaise > 0
        ? [
            labels.unpaid,
            `${labels.amountPaid}: ${formatPaise(payment.paidPaise)}`,
            `${labels.amountDue}: ${formatPaise(payment.duePaise)}`,
          ].join(' · ')
        : labels.unpaid;
  const color = data.kind === 'sandbox' ? SANDBOX : payment.status === 'paid' ? PAID : UNPAID;
  y = drawParagraph(doc, status, left, y, width, { ...bodyBold, color });
  // A sandbox payment received no money: there is nothing to list as received.
  return data.received.length > 0 && data.kind !== 'sandbox' ? drawReceived(page, data, y) : y;
}

/** Every payment received: date, method, receipt and amount, then (on a paid order) the total received. */
function drawReceived(page: Page, data: InvoiceData, top: number): number {
  const { doc, labels, left, width } = page;
  let y = top + 8;
  drawText(doc, labels.paymentsReceived, left, y, { ...small, bold: true });
  y += lineHeight(small);
  const amountWidth = 110;
  for (const payment of data.received) {
    const what = [formatIndiaDate(payment.paidAt), payment.method, `${labels.receipt} ${payment.receipt}`].join(' · ');
    const rowTop = y;
    y = drawParagraph(doc, what, left, rowTop, width - amountWidth - 8, body);
    drawText(doc, formatPaise(payment.amountPaise), left + width - amountWidth, rowTop, body, {
      width: amountWidth,
      align: 'right',
    });
  }
  if (data.payment.status !== 'paid') return y;
  const received = data.received.reduce((sum, payment) => sum + payment.amountPaise, 0);
  const due = Math.max(0, data.totalPaise - received);
  return drawParagraph(
    doc,
    `${labels.amountPaid}: ${formatPaise(received)} · ${labels.amountDue}: ${formatPaise(due)}`,
    left,
    y + 2,
    width,
    bodyBold,
  );
}

function drawUpiQr(page: Page, data: InvoiceData, upi: { id: string; uri: string }, top: number): number {
  const { doc, labels, left, width } = page;
  const y = top + 12;
  drawQrCode(doc, upi.uri, left, y, QR_SIZE);
  const captionLeft = left + QR_SIZE + 14;
  const captionWidth = width - QR_SIZE - 14;
  let captionY = y + QR_SIZE / 2 - lineHeight({ size: 11 });
  const amountPaise = data.payment.status === 'unpaid' ? data.payment.duePaise : data.totalPaise;
  captionY = drawParagraph(doc, labels.scanToPay(formatPaise(amountPaise)), captionLeft, captionY, captionWidth, {
    size: 11,
    bold: true,
  });
  drawParagraph(doc, `${labels.upiId}: ${upi.id}`, captionLeft, captionY, captionWidth, body);
  return y + QR_SIZE;
}

function drawFooter(page: Page, data: InvoiceData, top: number): void {
  const { doc, labels, left, width } = page;
  const note = { tax: undefined, invoice: undefined, proforma: labels.proformaNote, sandbox: labels.sandboxNote }[
    data.kind
  ];
  if (note) drawParagraph(doc, note, left, top + 16, width, small);
  const footerY = doc.page.height - MARGIN - lineHeight(small);
  rule(page, footerY - 6);
  drawText(doc, labels.computerGenerated, left, footerY, small, { width, align: 'center' });
}

/**
 * A one-page A4 GST invoice (or a proforma or sandbox one, or a plain invoice without GST when the
 * workshop has no GSTIN) in English or Marathi.
 */
export function renderInvoicePdf(data: InvoiceData, language: InvoiceLanguage): Promise<Buffer> {
  const labels = invoiceLabels[language];
  const title = titleOf(data, labels).text;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language === 'mr' ? 'mr-IN' : 'en-IN',
    info: { Title: `${title} ${data.number ?? data.orderRef}`, Author: data.supplier.name },
  });
  const done = collectPdf(doc);
  registerPdfFonts(doc);
  const page: Page = { doc, labels, left: MARGIN, width: doc.page.width - 2 * MARGIN };

  let y = drawHeader(page, data);
  y = drawCustomer(page, data, y);
  y = drawLineTable(page, data, y);
  y = drawTotals(page, data, language, y);
  if (data.advances.length > 0) y = drawAdvances(page, data, language, y);
  y = drawPayment(page, data, y);
  if (data.upi) y = drawUpiQr(page, data, data.upi, y);
  drawFooter(page, data, y);
  doc.end();
  return done;
}
