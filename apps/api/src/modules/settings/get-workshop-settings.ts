import type { WorkshopSettings } from '@karigar/domain/workshop-settings';
import type { DbOrTx } from '../../db/client';
import { readWorkshopSettings } from './workshop-settings.repository';

/** The workshop's settings as they stand (the defaults until the owner first saves them). */
export function getWorkshopSettings(db: DbOrTx): Promise<WorkshopSettings> {
  return readWorkshopSettings(db);
}
