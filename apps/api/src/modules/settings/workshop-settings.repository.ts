import { defaultWorkshopSettings, type WorkshopSettings } from '@karigar/domain/workshop-settings';
import type { DbOrTx } from '../../db/client';
import { workshopSettings } from '../../db/schema/workshop-settings';

const columns = { acceptOnlyPriced: workshopSettings.acceptOnlyPriced };

/** The workshop's settings; the defaults until the owner first saves them. */
export async function readWorkshopSettings(db: DbOrTx): Promise<WorkshopSettings> {
  const [row] = await db.select(columns).from(workshopSettings);
  return row ?? defaultWorkshopSettings;
}

/** Stores the settings in their one row (created on the first save). */
export async function saveWorkshopSettings(
  db: DbOrTx,
  settings: WorkshopSettings,
  updatedBy: string,
): Promise<WorkshopSettings> {
  const values = { ...settings, updatedBy, updatedAt: new Date() };
  const [row] = await db
    .insert(workshopSettings)
    .values(values)
    .onConflictDoUpdate({ target: workshopSettings.id, set: values })
    .returning(columns);
  if (!row) throw new Error('saving the workshop settings returned no row');
  return row;
}
