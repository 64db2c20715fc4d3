import type { InvoiceData } from './invoice-data';
import type { InvoiceLabels } from './invoice-labels';
import type { TextStyle } from './rich-text';

// The invoice page's shared drawing pieces: colours, text styles, the page and its rules.

export const MUTED = '#52606d';
const RULE = '#cbd2d9';
export const HEADER_FILL = '#eef2f7';
export const SANDBOX = '#b91c1c';

export const small: TextStyle = { size: 8.5, color: MUTED };
export const body: TextStyle = { size: 9.5 };
export const bodyBold: TextStyle = { size: 9.5, bold: true };

/** Whether the workshop is registered under GST: only then does the invoice show GST at all. */
export const registered = (data: InvoiceData): boolean => Boolean(data.supplier.gstin);

export interface Page {
  doc: PDFKit.PDFDocument;
  labels: InvoiceLabels;
  left: number;
  width: number;
}

export function rule(page: Page, y: number, from = page.left, to = page.left + page.width): void {
  page.doc.moveTo(from, y).lineTo(to, y).lineWidth(0.7).strokeColor(RULE).stroke();
}
