import type { NoticeChannel } from '@karigar/domain/customer-notice';
import { formatInr, toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { mailTexts } from '../../lib/mail-texts';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { notifyCustomer } from '../notifications/notify-customer';

export interface ReminderDeps {
  mail: MailOutbox;
  config: Pick<Config, 'business' | 'whatsApp'>;
}

export interface PaymentReminderInput {
  order: Pick<OrderRow, 'id' | 'userId'>;
  amountDuePaise: number;
  payUrl: string;
}

/**
 * Tells the customer, in their language and on every channel they allow, what is still due and the
 * pay link: an email, and the payment-reminder WhatsApp template (the order's reference, the amount
 * due, the pay link). Answers the channels used; none means nothing was queued.
 */
export function sendPaymentReminder(
  tx: Tx,
  deps: ReminderDeps,
  { order, amountDuePaise, payUrl }: PaymentReminderInput,
): Promise<NoticeChannel[]> {
  const ref = orderNumber(order.id);
  const amount = formatInr(toRupees(amountDuePaise));
  return notifyCustomer(tx, deps, {
    userId: order.userId,
    orderId: order.id,
    event: 'payment-reminder',
    mail: (customer) => {
      const texts = mailTexts(customer.language);
      const t = texts.reminder;
      return {
        to: customer.email,
        subject: t.subject(ref),
        text: [
          texts.hello(customer.name),
          '',
          t.due(amount, ref, deps.config.business.name),
          t.pay(payUrl),
          '',
          t.ignore,
        ].join('\n'),
      };
    },
    params: () => [ref, amount, payUrl],
  });
}
