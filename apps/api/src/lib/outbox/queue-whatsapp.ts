import type { NoticeEvent } from '@karigar/domain/customer-notice';
import type { Language } from '@karigar/domain/language';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/outbox';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';

export interface WhatsAppNotice {
  userId: string | null;
  orderId: string | null;
  /** E.164 with the plus. */
  to: string;
  event: NoticeEvent;
  language: Language;
  params: string[];
  /** The message as the customer reads it. */
  text: string;
  document?: OutboxAttachment;
}

/**
 * Writes WhatsApp messages into their outbox inside the caller's transaction, so they exist exactly
 * when the change that causes them is committed. The caller has already checked consent.
 */
export async function queueWhatsApp(tx: Tx, notices: WhatsAppNotice[]): Promise<void> {
  if (!notices.length) return;
  await tx.insert(whatsAppMessages).values(
    notices.map((notice) => ({
      ...notice,
      document: notice.document ?? null,
      // The moment of queueing, not of the transaction's start: the screen lists them in that order.
      createdAt: sql`clock_timestamp()`,
    })),
  );
}
