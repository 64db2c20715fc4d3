import type { WorkshopSettings } from '@karigar/domain/workshop-settings';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/record-activity';
import { saveWorkshopSettings } from './workshop-settings.repository';

/** The owner changes the workshop's settings; the change is in the activity log. */
export async function updateWorkshopSettings(
  db: Db,
  by: { actor: AuthUser; ip: string },
  settings: WorkshopSettings,
): Promise<WorkshopSettings> {
  return db.transaction(async (tx) => {
    const saved = await saveWorkshopSettings(tx, settings, by.actor.id);
    await recordActivity(tx, {
      actorId: by.actor.id,
      action: 'workshop_settings_updated',
      entity: 'settings',
      message: `${by.actor.name} changed the workshop settings`,
      params: { actor: by.actor.name },
      details: { acceptOnlyPriced: saved.acceptOnlyPriced },
      priority: 'medium',
      ip: by.ip,
    });
    return saved;
  });
}
