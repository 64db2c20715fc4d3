import type { outbox } from '../../db/schema/outbox';

export interface MailMessage {
  /** None for a customer without an email (a walk-in): such a message is not queued. */
  to: string | null;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The customer and the order the message is about, when it is about one (listed with the order's messages). */
  userId?: string;
  orderId?: string;
}

/** The message an outbox row holds, attachments as bytes again. */
export function messageOfRow(
  row: Pick<typeof outbox.$inferSelect, 'to' | 'subject' | 'text' | 'html' | 'attachments'>,
): MailMessage & { to: string } {
  const message: MailMessage & { to: string } = { to: row.to, subject: row.subject, text: row.text };
  if (row.html !== null) message.html = row.html;
  if (row.attachments?.length)
    message.attachments = row.attachments.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      content: Buffer.from(base64, 'base64'),
    }));
  return message;
}
