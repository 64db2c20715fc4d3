import { z } from 'zod';
import { wordLanguages } from './amount-in-words';
import { errorTexts } from './error-codes';

/** Languages an invoice PDF is printed in. */
export const invoiceLanguages = wordLanguages;
export type InvoiceLanguage = (typeof invoiceLanguages)[number];

/**
 * Printed on the invoice of a workshop without a GSTIN (it may not issue tax invoices), logged at
 * start-up, and the answer to issuing a tax invoice number then.
 */
export const GST_UNREGISTERED_NOTICE = errorTexts.GST_NOT_REGISTERED;

export const invoiceMessages = {
  issued: 'Invoice issued',
} as const;

/** GET /api/invoices/:id/pdf query: English unless `lang=mr`; any other language is a 400. */
export const invoicePdfQuery = z.object({
  lang: z.enum(invoiceLanguages).default('en'),
});
export type InvoicePdfQuery = z.input<typeof invoicePdfQuery>;

/** The invoice of an order: its GST number and when it was issued (ISO time). */
export const invoiceSchema = z.object({ number: z.string(), issuedAt: z.string() });
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /api/invoices/:id/issue answer. */
export const invoiceIssuedAnswer = z.object({ message: z.string(), invoice: invoiceSchema });
export type InvoiceIssuedAnswer = z.infer<typeof invoiceIssuedAnswer>;
