import type { StagesAnswer, stagesBody } from '@karigar/domain/workshop-floor';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { conflict, fieldProblem } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { lockStages, ordersInStages, readStages, replaceStages } from './stages.repository';

/**
 * The admin replaces the ordered list of stages. A stage sent with an id keeps its jobs; an unknown
 * id is a 400; a stage left out is removed, unless jobs are in it (409 STAGE_IN_USE). Logged.
 */
export async function saveStages(
  db: Db,
  by: { actor: AuthUser; ip: string },
  body: z.output<typeof stagesBody>,
): Promise<StagesAnswer> {
  return db.transaction(async (tx) => {
    const current = await lockStages(tx);
    const known = new Set(current.map((stage) => stage.id));
    const unknown = body.stages.findIndex((stage) => stage.id !== undefined && !known.has(stage.id));
    if (unknown >= 0) throw fieldProblem(`stages.${unknown}.id`, 'STAGE_NOT_FOUND');
    const kept = new Set(body.stages.map((stage) => stage.id));
    const removed = current.filter((stage) => !kept.has(stage.id)).map((stage) => stage.id);
    if ((await ordersInStages(tx, removed)) > 0) throw conflict('STAGE_IN_USE');
    await replaceStages(tx, removed, body.stages);
    const stages = await readStages(tx);
    await recordActivity(tx, {
      actorId: by.actor.id,
      action: 'workshop_stages_updated',
      entity: 'settings',
      message: `${by.actor.name} changed the workshop stages`,
      params: { actor: by.actor.name },
      details: { stages: stages.map((stage) => stage.nameEn).join(' > ') },
      priority: 'medium',
      ip: by.ip,
    });
    return { stages };
  });
}
