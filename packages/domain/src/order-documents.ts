import { z } from 'zod';
import { taxDocumentKinds } from './ledger';

/** What an order's document is: its tax invoice, or one of the GST documents beside it. */
export const orderDocumentKinds = ['invoice', ...taxDocumentKinds] as const;
export type OrderDocumentKind = (typeof orderDocumentKinds)[number];

/** One document of an order, with the path its PDF downloads from (add `?lang=en|mr`). */
export const orderDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(orderDocumentKinds),
  number: z.string(),
  /** When it was issued (ISO time). */
  date: z.string(),
  /** Its amount in rupees: the invoice's total, the advance received or refunded, the credit. */
  amount: z.number(),
  pdfPath: z.string(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** GET /api/orders/:id/documents: the invoice first, then the other documents oldest first. */
export const orderDocumentsAnswer = z.object({ documents: z.array(orderDocumentSchema) });
export type OrderDocumentsAnswer = z.infer<typeof orderDocumentsAnswer>;

export const orderDocumentParams = z.object({ id: z.string(), documentId: z.string() });
