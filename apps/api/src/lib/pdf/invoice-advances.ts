import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { formatIndiaDate, formatPaise } from './format';
import type { InvoiceData } from './invoice-data';
import { invoiceAdvanceLabels } from './invoice-advance-labels';
import { body, bodyBold, rule, small, type Page } from './invoice-page';
import { drawParagraph, drawText, lineHeight, type TextStyle } from './rich-text';

const AMOUNT_WIDTH = 110;

/**
 * The advances the invoice adjusts (GST Rule 50): each receipt voucher with its number, date,
 * amount and the tax already paid on it, the GST already paid on them, and the balance payable
 * (the total less the advances). The invoice's tax above stays the whole job's.
 */
export function drawAdvances(page: Page, data: InvoiceData, language: InvoiceLanguage, top: number): number {
  const { doc, left, width } = page;
  const labels = invoiceAdvanceLabels[language];
  const amountBox = { width: AMOUNT_WIDTH, align: 'right' as const };
  const amountLeft = left + width - AMOUNT_WIDTH;
  let y = top + 12;
  drawText(doc, labels.advancesAdjusted, left, y, { ...small, bold: true });
  y += lineHeight(small);
  for (const advance of data.advances) {
    const what = [
      `${labels.receiptVoucher} ${advance.number}`,
      formatIndiaDate(advance.issuedAt),
      `${labels.taxPaid} ${formatPaise(advance.taxPaise)}`,
    ].join(' · ');
    const rowTop = y;
    y = drawParagraph(doc, what, left, rowTop, width - AMOUNT_WIDTH - 8, body);
    drawText(doc, formatPaise(advance.amountPaise), amountLeft, rowTop, body, amountBox);
  }
  rule(page, y + 2, amountLeft - 130);
  y += 6;
  const received = data.advances.reduce((sum, advance) => sum + advance.amountPaise, 0);
  const tax = data.advances.reduce((sum, advance) => sum + advance.taxPaise, 0);
  const rows: [string, number, TextStyle][] = [
    [labels.taxOnAdvances, tax, body],
    [labels.advancesReceived, received, body],
    [labels.balancePayable, Math.max(0, data.totalPaise - received), { ...bodyBold, size: 11 }],
  ];
  for (const [label, paise, style] of rows) {
    drawText(doc, label, left, y, style, { width: width - AMOUNT_WIDTH - 8, align: 'right' });
    drawText(doc, formatPaise(paise), amountLeft, y, style, amountBox);
    y += lineHeight(style);
  }
  return y;
}
