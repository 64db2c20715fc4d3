import { z } from 'zod';
import { errorTexts, issueCode, type ErrorCode } from './error-codes';
import { chosenLanguage, languageSchema } from './language';
import { email, optionalText, phoneField, requireEmailOrPhone } from './account-fields';
import { multiLineText, singleLineText } from './text';
import { pageParam } from './list-page';

/** POST /api/contact: the shell's Contact Us form. An email or a phone number, or both: a way to answer. */
export const contactBody = z
  .object({
    name: singleLineText().min(1, issueCode('NAME_REQUIRED')).max(100),
    email: optionalText(254, singleLineText(issueCode('EMAIL_INVALID'))).pipe(email.optional()),
    phone: phoneField(),
    message: multiLineText().min(1, issueCode('MESSAGE_REQUIRED')).max(5000),
    /** The language the enquiry was written in. */
    language: chosenLanguage,
  })
  .superRefine(requireEmailOrPhone);
export type ContactBody = z.input<typeof contactBody>;

/** An enquiry arrives as new; the owner reads it, replies by email and closes it. */
export const contactStatuses = ['new', 'read', 'replied', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** None when the visitor left only a phone number. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  language: languageSchema,
  status: z.enum(contactStatuses),
  /** The customer account made from this enquiry, if any. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Contacts answer in the spec's envelope. */
export const contactCreatedAnswer = z.object({ ok: z.literal(true), data: contactSchema, message: z.string() });
export const contactFailedAnswer = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.enum(Object.keys(errorTexts) as [ErrorCode, ...ErrorCode[]]).optional(),
  params: z.record(z.string(), z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), z.enum(Object.keys(errorTexts) as [ErrorCode, ...ErrorCode[]])).optional(),
});
export type ContactFailedAnswer = z.infer<typeof contactFailedAnswer>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/contact: the admin's inbox, newest first. */
export const contactListQuery = z.object({
  page: pageParam,
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(10)),
  status: z.preprocess(blankToUndefined, z.enum(contactStatuses).optional()),
  search: z.preprocess(blankToUndefined, singleLineText().max(100).optional()),
});
export type ContactListQuery = z.input<typeof contactListQuery>;

export const contactListAnswer = z.object({
  ok: z.literal(true),
  data: z.array(contactSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type ContactListAnswer = z.infer<typeof contactListAnswer>;

export const contactIdParams = z.object({ id: z.string().max(64) });

export const contactAnswer = z.object({ ok: z.literal(true), data: contactSchema, message: z.string().optional() });
export type ContactAnswer = z.infer<typeof contactAnswer>;

/** PATCH /api/contact/:id */
export const contactStatusBody = z.object({ status: z.enum(contactStatuses) });
export type ContactStatusBody = z.infer<typeof contactStatusBody>;

export const contactDeletedAnswer = z.object({
  ok: z.literal(true),
  data: z.object({ _id: z.string() }),
  message: z.string(),
});

/** POST /api/contact/:id/create-user: the enquiry, now linked, and the customer made from it. */
export const contactConvertedAnswer = z.object({
  ok: z.literal(true),
  data: z.object({
    contact: contactSchema,
    user: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  }),
  message: z.string(),
});
export type ContactConvertedAnswer = z.infer<typeof contactConvertedAnswer>;

/** GET /api/contact/stats: what the admin's navigation counts. */
export const contactStatsAnswer = z.object({ ok: z.literal(true), data: z.object({ new: z.number().int() }) });
export type ContactStatsAnswer = z.infer<typeof contactStatsAnswer>;
