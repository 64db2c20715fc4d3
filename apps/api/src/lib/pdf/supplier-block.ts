import type { InvoiceData } from './invoice-data';
import { SANDBOX, small, type Page } from './invoice-page';
import { drawParagraph, drawText, lineHeight } from './rich-text';

const SUPPLIER_WIDTH = 290;

/** The workshop's name, address, GSTIN (or that it has none), state and contact, from `top`; answers the y below. */
export function drawSupplier(page: Page, supplier: InvoiceData['supplier'], top: number): number {
  const { doc, labels, left } = page;
  let y = top;
  drawText(doc, supplier.name, left, y, { size: 14, bold: true });
  y += lineHeight({ size: 14 });
  y = drawParagraph(doc, supplier.address, left, y, SUPPLIER_WIDTH, small);
  y = supplier.gstin
    ? drawParagraph(doc, `${labels.gstin}: ${supplier.gstin}`, left, y, SUPPLIER_WIDTH, small)
    : drawParagraph(doc, labels.gstUnregistered, left, y, SUPPLIER_WIDTH, { ...small, bold: true, color: SANDBOX });
  const contact = [
    supplier.phone && `${labels.phone}: ${supplier.phone}`,
    supplier.email && `${labels.email}: ${supplier.email}`,
  ].filter(Boolean);
  for (const line of [
    `${labels.state}: ${supplier.state}, ${labels.stateCode}: ${supplier.stateCode}`,
    contact.join(' · '),
  ]) {
    if (line) y = drawParagraph(doc, line, left, y, SUPPLIER_WIDTH, small);
  }
  return y;
}
