import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

/** POST /api/contact: the shell's Contact Us form. */
export const contactBody = z.object({
  name: singleLineText().min(1, 'Name is required').max(100),
  email: singleLineText('Please enter a valid email address').pipe(
    z.email('Please enter a valid email address').max(254).toLowerCase(),
  ),
  phone: singleLineText()
    .max(20)
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[+\d][\d\s-]{5,19}$/, 'Please enter a valid phone number')
        .optional(),
    ),
  message: multiLineText().min(1, 'Message is required').max(5000),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Contacts answer in the spec's envelope. */
export const contactCreatedAnswer = z.object({ ok: z.literal(true), data: contactSchema, message: z.string() });
export const contactFailedAnswer = z.object({
  ok: z.literal(false),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ContactFailedAnswer = z.infer<typeof contactFailedAnswer>;
