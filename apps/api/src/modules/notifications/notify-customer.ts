import type { NoticeChannel, NoticeEvent } from '@karigar/domain/customer-notice';
import type { Language } from '@karigar/domain/language';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../../lib/outbox/mail-message';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { queueWhatsApp } from '../../lib/outbox/queue-whatsapp';
import { recipientOf, type Recipient } from './allowed-channels';
import { renderTemplate, templateParam } from './whatsapp-templates/template-bodies';

/** A file sent with the notice on both channels (the invoice PDF). */
export interface NoticeDocument {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface CustomerNotice {
  userId: string;
  orderId: string | null;
  event: NoticeEvent;
  /** The email, written in the customer's language (it goes to their address). */
  mail: (customer: Recipient) => MailMessage;
  /** The WhatsApp template's parameters ({{1}}, {{2}}, …) in the customer's language. */
  params: (customer: Recipient) => string[];
  /** A document in the customer's language, made only when a channel will carry it. */
  document?: (language: Language) => Promise<NoticeDocument>;
}

/**
 * Tells a customer about an event on every channel they allowed (see recipientOf), in their
 * language, in the caller's transaction: the email through the mail outbox, the WhatsApp template
 * message through its outbox. Answers the channels used (none for a deleted account).
 */
export async function notifyCustomer(
  tx: Tx,
  deps: { mail: MailOutbox; config: Pick<Config, 'whatsApp'> },
  notice: CustomerNotice,
): Promise<NoticeChannel[]> {
  const customer = await recipientOf(tx, deps.config, notice.userId);
  if (!customer?.channels.length) return [];
  const document = notice.document && (await notice.document(customer.language));
  if (customer.channels.includes('email')) {
    const mail = notice.mail(customer);
    await deps.mail.queue(tx, {
      ...mail,
      to: customer.email,
      userId: customer.id,
      ...(notice.orderId && { orderId: notice.orderId }),
      ...(document && { attachments: [...(mail.attachments ?? []), document] }),
    });
  }
  if (customer.channels.includes('whatsapp') && customer.phone) {
    const params = notice.params(customer).map(templateParam);
    await queueWhatsApp(tx, [
      {
        userId: customer.id,
        orderId: notice.orderId,
        to: customer.phone,
        event: notice.event,
        language: customer.language,
        params,
        text: renderTemplate(notice.event, customer.language, params),
        ...(document && {
          document: {
            filename: document.filename,
            contentType: document.contentType,
            base64: document.content.toString('base64'),
          },
        }),
      },
    ]);
  }
  return customer.channels;
}
