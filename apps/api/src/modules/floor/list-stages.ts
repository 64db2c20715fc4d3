import type { StagesAnswer } from '@karigar/domain/workshop-floor';
import type { DbOrTx } from '../../db/client';
import { readStages } from './stages.repository';

/** The workshop's stages in order. */
export async function listStages(db: DbOrTx): Promise<StagesAnswer> {
  return { stages: await readStages(db) };
}
