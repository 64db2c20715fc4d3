import { amountInWords } from '@karigar/domain/amount-in-words';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import PDFDocument from 'pdfkit';
import { collectPdf } from './collect-pdf';
import { registerPdfFonts } from './fonts';
import { formatIndiaDate, formatPaise, formatPercent } from './format';
import { body, bodyBold, MUTED, rule, small, type Page } from './invoice-page';
import { drawParagraph, drawText, lineHeight } from './rich-text';
import { drawSupplier } from './supplier-block';
import type { VoucherData } from './voucher-data';
import { voucherLabels, type VoucherLabels } from './voucher-labels';

const MARGIN = 40;
const TITLE_COLOR = { 'receipt-voucher': '#1d4ed8', 'refund-voucher': '#b45309' } as const;
const KEY_WIDTH = 170;

type Row = [label: string, value: string];

const placeText = (data: VoucherData) => `${data.placeOfSupply.state} (${data.placeOfSupply.stateCode})`;

/** The particulars Rules 50 and 51 ask for, besides the supplier: number, date, recipient, supply. */
function particulars(data: VoucherData, labels: VoucherLabels): Row[] {
  const rows: Row[] = [
    [labels.voucherNumber, data.number],
    [labels.date, formatIndiaDate(data.issuedAt)],
    [labels.order, data.orderRef],
    [labels.recipient, data.recipient.name],
  ];
  if (data.recipient.gstin) rows.push([labels.recipientGstin, data.recipient.gstin]);
  rows.push(
    [labels.placeOfSupply, placeText(data)],
    [labels.description, data.description],
    [labels.sac, data.sacCode],
  );
  if (data.refundOf) {
    const vouchers = data.refundOf.vouchers.map((v) => `${v.number} (${formatIndiaDate(v.issuedAt)})`);
    rows.push([labels.againstReceiptVouchers, vouchers.join(', ')]);
    if (data.refundOf.reason) rows.push([labels.reason, data.refundOf.reason]);
  }
  return rows;
}

/** The money: the amount, the rate, the taxable value and each tax, then the total tax. */
function amounts(data: VoucherData, labels: VoucherLabels): Row[] {
  const tax = data.taxes.reduce((sum, line) => sum + line.amountPaise, 0);
  return [
    [data.kind === 'receipt-voucher' ? labels.advanceReceived : labels.advanceRefunded, formatPaise(data.totalPaise)],
    [labels.gstRate, formatPercent(data.taxRatePercent)],
    [labels.taxableValue, formatPaise(data.taxablePaise)],
    ...data.taxes.map((line): Row => [
      `${line.name} @ ${formatPercent(line.ratePercent)}`,
      formatPaise(line.amountPaise),
    ]),
    [labels.totalTax, formatPaise(tax)],
  ];
}

function drawKeyValues(page: Page, rows: Row[], top: number): number {
  const { doc, left, width } = page;
  let y = top;
  for (const [label, value] of rows) {
    drawText(doc, label, left, y, { ...body, color: MUTED });
    y = drawParagraph(doc, value, left + KEY_WIDTH, y, width - KEY_WIDTH, bodyBold) + 3;
  }
  return y;
}

/** The signature block at the right: for the workshop, a line, and the signatory's title. */
function drawSignature(page: Page, data: VoucherData, labels: VoucherLabels, top: number): void {
  const { doc, left, width } = page;
  const boxWidth = 220;
  const x = left + width - boxWidth;
  drawText(doc, labels.signatureFor(data.supplier.name), x, top, bodyBold, { width: boxWidth, align: 'right' });
  const lineY = top + 48;
  doc
    .moveTo(x + 40, lineY)
    .lineTo(x + boxWidth, lineY)
    .lineWidth(0.7)
    .strokeColor(MUTED)
    .stroke();
  drawText(doc, labels.authorisedSignatory, x, lineY + 4, small, { width: boxWidth, align: 'right' });
}

/**
 * A one-page A4 receipt voucher (GST Rule 50) or refund voucher (Rule 51) in English or Marathi:
 * the workshop with its GSTIN, the voucher's number and date, the recipient, the place of supply,
 * the service and its SAC, the amount, rate and taxes, and a signature line.
 */
export function renderVoucherPdf(data: VoucherData, language: InvoiceLanguage): Promise<Buffer> {
  const labels = voucherLabels[language];
  const title = data.kind === 'receipt-voucher' ? labels.receiptVoucher : labels.refundVoucher;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language === 'mr' ? 'mr-IN' : 'en-IN',
    info: { Title: `${title} ${data.number}`, Author: data.supplier.name },
  });
  const done = collectPdf(doc);
  registerPdfFonts(doc);
  const page: Page = { doc, labels, left: MARGIN, width: doc.page.width - 2 * MARGIN };

  const supplierBottom = drawSupplier(page, data.supplier, MARGIN);
  drawText(
    doc,
    title,
    page.left,
    MARGIN,
    { size: 18, bold: true, color: TITLE_COLOR[data.kind] },
    {
      width: page.width,
      align: 'right',
    },
  );
  let y = supplierBottom + 8;
  rule(page, y);
  y = drawKeyValues(page, particulars(data, labels), y + 12);
  rule(page, y + 4);
  y = drawKeyValues(page, amounts(data, labels), y + 14);
  drawText(doc, labels.amountInWords, page.left, y + 6, { ...small, bold: true });
  y = drawParagraph(
    doc,
    amountInWords(data.totalPaise, language),
    page.left,
    y + 6 + lineHeight(small),
    page.width,
    bodyBold,
  );
  const note = data.kind === 'receipt-voucher' ? labels.receiptNote : labels.refundNote;
  y = drawParagraph(doc, note, page.left, y + 10, page.width, small);
  drawSignature(page, data, labels, y + 24);
  doc.end();
  return done;
}
