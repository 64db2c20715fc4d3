import type { ReminderSettings } from '@karigar/domain/payment-reminders';
import type { DbOrTx } from '../../db/client';
import { readReminderSettings } from './reminder-settings.repository';

/** When customers are reminded of an unpaid balance (the defaults until the owner saves them). */
export function getReminderSettings(db: DbOrTx): Promise<ReminderSettings> {
  return readReminderSettings(db);
}
