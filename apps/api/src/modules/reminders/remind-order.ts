import { cachedDuePaise } from '@karigar/domain/ledger';
import { orderRef } from '@karigar/domain/order';
import type { PaymentReminder, ReminderSettings } from '@karigar/domain/payment-reminders';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { allowedChannels } from '../notifications/allowed-channels';
import { assertPayable, makePayLink } from './pay-link';
import { reminderDue } from './reminder-schedule';
import { insertReminder, lockOrderRow, reminderProgress } from './reminders.repository';
import { sendPaymentReminder, type ReminderDeps } from './send-payment-reminder';

export type RemindOutcome = { kind: 'sent'; reminder: PaymentReminder } | { kind: 'not due' } | { kind: 'no channel' };

export interface RemindRequest {
  orderId: string;
  /** The admin sending it now; null for the schedule. */
  by: Pick<AuthUser, 'id' | 'name'> | null;
  /** The schedule's settings: the reminder goes only when due by them. None when an admin sends it now. */
  schedule: ReminderSettings | null;
  now: Date;
  ip: string | null;
}

/**
 * Sends the order's next reminder in the caller's transaction, under the order's lock (so two senders
 * never both send "the second reminder"; the number is unique per order besides): 409 when the order
 * has nothing to pay, else not sent when the schedule says it is not due or the customer allows no
 * channel. The reminder carries a fresh pay link.
 */
export async function remindOrder(
  tx: Tx,
  deps: ReminderDeps & { config: Pick<Config, 'appUrl' | 'business' | 'whatsApp'> },
  request: RemindRequest,
): Promise<RemindOutcome> {
  const { by, now } = request;
  const order = await lockOrderRow(tx, request.orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  assertPayable(order);
  const progress = await reminderProgress(tx, order.id);
  if (request.schedule && !reminderDue(request.schedule, progress, now)) return { kind: 'not due' };
  if (!(await allowedChannels(tx, order.userId, deps.config)).length) return { kind: 'no channel' };

  const link = await makePayLink(tx, deps.config.appUrl, order, by?.id ?? null, now);
  const channels = await sendPaymentReminder(tx, deps, {
    order,
    amountDuePaise: cachedDuePaise(order),
    payUrl: link.url,
  });
  const number = progress.sent + 1;
  await insertReminder(tx, { orderId: order.id, number, sentBy: by?.id ?? null, channels, sentAt: now });
  await recordActivity(tx, {
    actorId: by?.id ?? null,
    action: 'payment_reminder_sent',
    entity: 'order',
    entityId: order.id,
    message: `Payment reminder ${number} sent for order ${orderRef(order.id)}${by ? ` by ${by.name}` : ''}`,
    params: { number, orderId: order.id, orderRef: orderRef(order.id), actor: by?.name ?? null },
    details: { channels: channels.join(', ') },
    ip: request.ip,
  });
  return { kind: 'sent', reminder: { number, sentAt: now.toISOString(), sentBy: by?.name ?? null, channels } };
}
