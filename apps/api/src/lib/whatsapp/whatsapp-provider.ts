import type { NoticeEvent } from '@karigar/domain/customer-notice';
import type { Language } from '@karigar/domain/language';
import type { OutboxAttachment } from '../../db/schema/outbox';

/** One queued message as the provider sends it. */
export interface OutgoingWhatsApp {
  /** E.164 with the plus. */
  to: string;
  event: NoticeEvent;
  language: Language;
  params: string[];
  document: OutboxAttachment | null;
}

/** What the provider did with a message: accepted it (sent), or (the sandbox) also delivered it. */
export interface WhatsAppAccepted {
  providerMessageId: string;
  status: 'sent' | 'delivered';
}

export interface WhatsAppProvider {
  send(message: OutgoingWhatsApp): Promise<WhatsAppAccepted>;
}

/**
 * A message the provider refused: `permanent` when sending it again cannot help (an invalid number,
 * a missing template), else it is tried again later. `reason` says why in words, `code` is WhatsApp's
 * error code when it gave one.
 */
export class WhatsAppSendError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
    readonly code?: string,
  ) {
    super(reason);
    this.name = 'WhatsAppSendError';
  }
}
