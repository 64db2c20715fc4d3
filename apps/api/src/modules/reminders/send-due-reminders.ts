import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { PaymentLog } from '../payments/payment-deps';
import { remindOrder } from './remind-order';
import { readReminderSettings } from './reminder-settings.repository';
import { listReminderCandidates } from './reminders.repository';
import type { ReminderDeps } from './send-payment-reminder';
import type { Config } from '../../config';

export interface DueRemindersSummary {
  checked: number;
  sent: number;
  /** Due, but the customer allows no channel (opted out of everything). */
  noChannel: number;
  errors: number;
}

/**
 * The scheduled job: the reminders due now by the owner's settings, each order in its own
 * transaction. An order paid or cancelled since it was listed is passed over.
 */
export async function sendDueReminders(
  deps: ReminderDeps & { db: Db; config: Pick<Config, 'appUrl' | 'business' | 'whatsApp'>; log: PaymentLog },
  now: Date = new Date(),
): Promise<DueRemindersSummary> {
  const summary: DueRemindersSummary = { checked: 0, sent: 0, noChannel: 0, errors: 0 };
  const settings = await readReminderSettings(deps.db);
  if (!settings.enabled) return summary;
  for (const orderId of await listReminderCandidates(deps.db)) {
    summary.checked++;
    try {
      const outcome = await deps.db.transaction((tx) =>
        remindOrder(tx, deps, { orderId, by: null, schedule: settings, now, ip: null }),
      );
      if (outcome.kind === 'sent') summary.sent++;
      if (outcome.kind === 'no channel') summary.noChannel++;
    } catch (error) {
      if (error instanceof AppError && error.status === 409) continue;
      summary.errors++;
      deps.log.error({ err: error, orderId }, 'payment reminder could not be sent');
    }
  }
  return summary;
}
