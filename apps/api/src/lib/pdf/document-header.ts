import type { InvoiceData } from './invoice-data';
import { body, bodyBold, MUTED, rule, type Page } from './invoice-page';
import { drawParagraph, drawText, lineHeight, type Align } from './rich-text';
import { drawSupplier } from './supplier-block';

/** A document's head: the workshop on the left; its title and `lines` (number, dates, order…) on the right; a rule under both. */
export function drawDocumentHeader(
  page: Page,
  supplier: InvoiceData['supplier'],
  title: { text: string; color: string },
  lines: string[],
  { top, metaWidth }: { top: number; metaWidth: number },
): number {
  const { doc, left, width } = page;
  const y = drawSupplier(page, supplier, top);
  const metaLeft = left + width - metaWidth;
  const box = { width: metaWidth, align: 'right' as Align };
  let metaY = top;
  drawText(doc, title.text, metaLeft, metaY, { size: 18, bold: true, color: title.color }, box);
  metaY += lineHeight({ size: 18 });
  for (const line of lines) {
    drawText(doc, line, metaLeft, metaY, body, box);
    metaY += lineHeight(body);
  }
  const bottom = Math.max(y, metaY) + 8;
  rule(page, bottom);
  return bottom;
}

/** Label and value rows from `top`, the values from `labelWidth` on; answers the y below them. */
export function drawLabelRows(page: Page, rows: [string, string][], top: number, labelWidth: number): number {
  const { doc, left, width } = page;
  let y = top;
  for (const [label, value] of rows) {
    drawText(doc, label, left, y, { ...body, color: MUTED });
    y = drawParagraph(doc, value, left + labelWidth, y, width - labelWidth, bodyBold) + 4;
  }
  return y;
}
