import { z } from 'zod';
import { noticeChannels, noticeEvents, whatsAppStatuses } from './customer-notice';
import { issueCode } from './error-codes';
import { pageParam } from './list-page';

/** Every status a customer message can be in: the email outbox's and WhatsApp's together. */
export const messageStatuses = ['kept', 'pending', ...whatsAppStatuses] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_MAX_LIMIT = 100;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/messages: one page, newest first, narrowed by channel, status and order. */
export const messageListQuery = z.object({
  page: pageParam,
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MESSAGE_MAX_LIMIT).default(MESSAGE_PAGE_SIZE),
  ),
  channel: z.preprocess(blankToUndefined, z.enum(noticeChannels).optional()),
  status: z.preprocess(blankToUndefined, z.enum(messageStatuses).optional()),
  orderId: z.preprocess(blankToUndefined, z.uuid(issueCode('REQUEST_INVALID')).optional()),
});
export type MessageListQuery = z.input<typeof messageListQuery>;

/** One message as the customer gets it. */
export const messageEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(noticeChannels),
  /** An email address or an E.164 phone number. */
  to: z.string(),
  /** WhatsApp: the event the template stands for; email: none (its subject says it). */
  event: z.enum(noticeEvents).nullable(),
  subject: z.string().nullable(),
  /** WhatsApp messages are in the customer's language; an email's language is its text's. */
  language: z.enum(['en', 'mr']).nullable(),
  text: z.string(),
  status: z.enum(messageStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The failure's code, which screens word in the reader's language: WhatsApp's own ('131026') or 'opted-out'. */
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The order's short reference (#7D2F6A10). */
  orderRef: z.string().nullable(),
  customerName: z.string().nullable(),
});
export type MessageEntry = z.infer<typeof messageEntrySchema>;

export const messageListAnswer = z.object({
  messages: z.array(messageEntrySchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
    limit: z.number().int(),
  }),
});
export type MessageListAnswer = z.infer<typeof messageListAnswer>;
