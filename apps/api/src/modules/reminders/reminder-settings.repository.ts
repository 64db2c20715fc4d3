import { defaultReminderSettings, type ReminderSettings } from '@karigar/domain/payment-reminders';
import type { DbOrTx } from '../../db/client';
import { workshopSettings } from '../../db/schema/workshop-settings';

const columns = {
  enabled: workshopSettings.remindersEnabled,
  firstAfterDays: workshopSettings.reminderFirstAfterDays,
  everyDays: workshopSettings.reminderEveryDays,
  maxReminders: workshopSettings.reminderMax,
};

/** The reminder settings, kept in the workshop's settings row; the defaults until the owner saves them. */
export async function readReminderSettings(db: DbOrTx): Promise<ReminderSettings> {
  const [row] = await db.select(columns).from(workshopSettings);
  return row ?? defaultReminderSettings;
}

/** Stores the reminder settings in the workshop's one settings row (created on the first save). */
export async function saveReminderSettings(
  db: DbOrTx,
  settings: ReminderSettings,
  updatedBy: string,
): Promise<ReminderSettings> {
  const values = {
    remindersEnabled: settings.enabled,
    reminderFirstAfterDays: settings.firstAfterDays,
    reminderEveryDays: settings.everyDays,
    reminderMax: settings.maxReminders,
    updatedBy,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(workshopSettings)
    .values(values)
    .onConflictDoUpdate({ target: workshopSettings.id, set: values })
    .returning(columns);
  if (!row) throw new Error('saving the reminder settings returned no row');
  return row;
}
