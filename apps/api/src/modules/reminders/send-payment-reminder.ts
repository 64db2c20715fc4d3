import type { NoticeChannel } from '@karigar/domain/customer-notice';
import type { Language } from '@karigar/domain/language';
import { formatInr, toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { mailTexts } from '../../lib/mail-texts';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { queueWhatsApp } from '../../lib/outbox/queue-whatsapp';
import { reminderChannels, type ReminderRecipient } from './reminder-channels';

export interface ReminderDeps {
  mail: MailOutbox;
  config: Pick<Config, 'business'>;
}

export interface PaymentReminderInput {
  order: Pick<OrderRow, 'id' | 'userId' | 'customerName'>;
  customer: ReminderRecipient & Pick<UserRow, 'language' | 'name'>;
  amountDuePaise: number;
  payUrl: string;
}

/**
 * Composes a payment reminder in the customer's language and queues it, in the caller's transaction,
 * on every channel they allow (see reminder-channels.ts): an email with the pay link, and a WhatsApp
 * message (event payment-reminder; params: the order's reference, the amount due, the pay link).
 * Answers the channels used; none means nothing was queued.
 */
export async function sendPaymentReminder(
  tx: Tx,
  deps: ReminderDeps,
  { order, customer, amountDuePaise, payUrl }: PaymentReminderInput,
): Promise<NoticeChannel[]> {
  const channels = reminderChannels(customer);
  const language: Language = customer.language;
  const t = mailTexts(language).reminder;
  const ref = orderNumber(order.id);
  const amount = formatInr(toRupees(amountDuePaise));
  if (channels.includes('email'))
    await deps.mail.queue(tx, {
      to: customer.email,
      subject: t.subject(ref),
      text: [
        mailTexts(language).hello(customer.name),
        '',
        t.due(amount, ref, deps.config.business.name),
        t.pay(payUrl),
        '',
        t.ignore,
      ].join('\n'),
    });
  if (channels.includes('whatsapp') && customer.phone)
    await queueWhatsApp(tx, [
      {
        userId: order.userId,
        orderId: order.id,
        to: customer.phone,
        event: 'payment-reminder',
        language,
        params: [`#${ref}`, amount, payUrl],
        text: t.whatsApp(ref, amount, payUrl),
      },
    ]);
  return channels;
}
