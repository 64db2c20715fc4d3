import type { PaymentRemindersAnswer, RemindAnswer } from '@karigar/domain/payment-reminders';
import type { FeatureDeps } from '../../app';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { remindOrder } from './remind-order';
import { findOrderRow, listReminders } from './reminders.repository';

/**
 * POST /api/orders/:id/remind: the admin sends the order's next reminder now, whatever the schedule
 * (decision 052). 409 when nothing is due (paid, cancelled, less than ₹1 owed) or the customer allows
 * no channel.
 */
export async function remindNow(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  by: { actor: AuthUser; ip: string },
  orderId: string,
): Promise<RemindAnswer> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const outcome = await deps.db.transaction((tx) =>
    remindOrder(tx, deps, { orderId, by: by.actor, schedule: null, now: new Date(), ip: by.ip }),
  );
  if (outcome.kind !== 'sent') throw conflict('REMINDER_NO_CHANNEL');
  return { reminder: outcome.reminder };
}

/** GET /api/orders/:id/reminders (admin): the reminders sent, oldest first. */
export async function orderReminders(db: DbOrTx, orderId: string): Promise<PaymentRemindersAnswer> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const rows = await listReminders(db, order.id);
  return { reminders: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) };
}
