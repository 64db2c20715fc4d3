import type { ReminderSettings } from '@karigar/domain/payment-reminders';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/record-activity';
import { saveReminderSettings } from './reminder-settings.repository';

/** The owner changes when customers are reminded of an unpaid balance; the change is in the activity log. */
export async function updateReminderSettings(
  db: Db,
  by: { actor: AuthUser; ip: string },
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  return db.transaction(async (tx) => {
    const saved = await saveReminderSettings(tx, settings, by.actor.id);
    await recordActivity(tx, {
      actorId: by.actor.id,
      action: 'workshop_settings_updated',
      entity: 'settings',
      message: `${by.actor.name} changed the payment reminder settings`,
      params: { actor: by.actor.name },
      details: { ...saved },
      priority: 'medium',
      ip: by.ip,
    });
    return saved;
  });
}
