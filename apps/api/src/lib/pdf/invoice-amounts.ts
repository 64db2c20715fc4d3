import { amountInWords } from '@karigar/domain/amount-in-words';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { formatPaise, formatPercent } from './format';
import type { InvoiceData } from './invoice-data';
import type { InvoiceLabels } from './invoice-labels';
import { body, bodyBold, HEADER_FILL, MUTED, registered, rule, small, type Page } from './invoice-page';
import { drawParagraph, drawText, lineHeight, type Align, type TextStyle } from './rich-text';

// The invoice's amounts: the line table and the totals under it.

interface Column {
  title: string;
  width: number;
  align: Align;
  value: string;
}

/** The columns of the line table, 0 standing for the description's (the rest of the width). */
function lineColumns(data: InvoiceData, labels: InvoiceLabels): Column[] {
  const { line } = data;
  const serial: Column = { title: labels.serialNumber, width: 22, align: 'left', value: '1' };
  // The service, then what the customer asked for and the changes they wanted, under a label.
  const description: Column = {
    title: labels.description,
    width: 0,
    align: 'left',
    value: [line.description, line.details, line.modification && `${labels.modifications}: ${line.modification}`]
      .filter(Boolean)
      .join('\n'),
  };
  const quantity: Column = {
    title: labels.quantity,
    width: 62,
    align: 'right',
    value: `${line.quantity} ${line.unit}`,
  };
  // Without a GSTIN: no SAC, no taxable value; the amount is what the order costs.
  if (!registered(data)) {
    return [
      serial,
      description,
      quantity,
      { title: labels.amount, width: 96, align: 'right', value: formatPaise(data.totalPaise) },
    ];
  }
  return [
    serial,
    description,
    { title: labels.sac, width: 52, align: 'left', value: line.sacCode },
    quantity,
    { title: labels.rate, width: 86, align: 'right', value: formatPaise(line.ratePaise) },
    { title: labels.discount, width: 80, align: 'right', value: formatPaise(line.discountPaise) },
    { title: labels.taxableValue, width: 96, align: 'right', value: formatPaise(line.taxablePaise) },
  ];
}

/**
 * The line table: description, SAC, quantity, rate, discount and taxable value; without a GSTIN
 * only description, quantity and amount.
 */
export function drawLineTable(page: Page, data: InvoiceData, top: number): number {
  const { doc, labels, left, width } = page;
  const columns = lineColumns(data, labels);
  const fixedWidth = columns.reduce((sum, column) => sum + column.width, 0);
  for (const column of columns) if (column.width === 0) column.width = width - fixedWidth;
  const pad = 5;

  const headerStyle: TextStyle = { size: 8.5, bold: true, color: MUTED };
  const headerHeight = lineHeight(headerStyle) + 2 * pad;
  let y = top + 14;
  doc.rect(left, y, width, headerHeight).fillColor(HEADER_FILL).fill();
  let x = left;
  for (const column of columns) {
    drawText(doc, column.title, x + pad, y + pad, headerStyle, { width: column.width - 2 * pad, align: column.align });
    x += column.width;
  }
  y += headerHeight;

  x = left;
  let rowBottom = y;
  for (const column of columns) {
    const bottom = drawParagraph(doc, column.value, x + pad, y + pad, column.width - 2 * pad, body, column.align);
    rowBottom = Math.max(rowBottom, bottom + pad);
    x += column.width;
  }
  rule(page, rowBottom);
  return rowBottom;
}

/**
 * Taxable value, each GST component and the total (right), the amount in words (left); without a
 * GSTIN only the total.
 */
export function drawTotals(page: Page, data: InvoiceData, language: InvoiceLanguage, top: number): number {
  const { doc, labels, left, width } = page;
  const totalsWidth = 240;
  const totalsLeft = left + width - totalsWidth;
  const amountBox = { width: totalsWidth, align: 'right' as Align };
  let y = top + 10;
  if (registered(data)) {
    const rows: [string, number][] = [
      [labels.taxableValue, data.line.taxablePaise],
      ...data.taxes.map((tax): [string, number] => [
        `${tax.name} @ ${formatPercent(tax.ratePercent)}`,
        tax.amountPaise,
      ]),
    ];
    for (const [label, paise] of rows) {
      drawText(doc, label, totalsLeft, y, body);
      drawText(doc, formatPaise(paise), totalsLeft, y, body, amountBox);
      y += lineHeight(body);
    }
    rule(page, y + 2, totalsLeft);
    y += 8;
  }
  const totalStyle: TextStyle = { size: 12, bold: true };
  drawText(doc, labels.total, totalsLeft, y, totalStyle);
  drawText(doc, formatPaise(data.totalPaise), totalsLeft, y, totalStyle, amountBox);
  y += lineHeight(totalStyle);

  const wordsWidth = width - totalsWidth - 30;
  let wordsY = top + 10;
  drawText(doc, labels.amountInWords, left, wordsY, { ...small, bold: true });
  wordsY += lineHeight(small);
  wordsY = drawParagraph(doc, amountInWords(data.totalPaise, language), left, wordsY, wordsWidth, bodyBold);
  if (data.line.taxIncluded) wordsY = drawParagraph(doc, labels.taxIncluded, left, wordsY + 4, wordsWidth, small);
  return Math.max(y, wordsY);
}
