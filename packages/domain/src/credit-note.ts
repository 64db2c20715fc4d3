import { z } from 'zod';
import { issueCode } from './error-codes';
import { MAX_SUBTOTAL } from './pricing';
import { singleLineText } from './text';

export const CREDIT_NOTE_REASON_MAX = 500;

/**
 * POST /api/orders/:id/credit-notes (admin): the amount to credit in rupees, GST included (missing:
 * everything not yet credited, the full reversal of a cancelled job), and why.
 */
export const creditNoteBody = z.object({
  amount: z
    .number({ error: issueCode('AMOUNT_NOT_POSITIVE') })
    .gt(0, issueCode('AMOUNT_NOT_POSITIVE'))
    .max(MAX_SUBTOTAL, issueCode('INVALID_VALUE'))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, issueCode('AMOUNT_TOO_PRECISE'))
    .optional(),
  reason: singleLineText(issueCode('CREDIT_NOTE_REASON_REQUIRED'))
    .min(1, issueCode('CREDIT_NOTE_REASON_REQUIRED'))
    .max(CREDIT_NOTE_REASON_MAX),
});
export type CreditNoteBody = z.input<typeof creditNoteBody>;

/** One credit note of an order; amounts in rupees, the tax split as the invoice's. */
export const creditNoteSchema = z.object({
  _id: z.string(),
  number: z.string(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  reason: z.string(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  /** GET path of its PDF (add `?lang=mr` for Marathi). */
  pdfPath: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteIssuedAnswer = z.object({ message: z.string(), creditNote: creditNoteSchema });
/** The order's credit notes, oldest first, and what is left to credit of its invoice (rupees). */
export const creditNotesAnswer = z.object({ creditNotes: z.array(creditNoteSchema), creditable: z.number() });
export type CreditNotesAnswer = z.infer<typeof creditNotesAnswer>;

export const creditNoteMessages = { issued: 'Credit note issued' } as const;
