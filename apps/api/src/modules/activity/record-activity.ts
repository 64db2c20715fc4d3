import type { ActivityAction, ActivityPriority, ActivityValues } from '@karigar/domain/activity';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';

export interface ActivityInput {
  actorId: string | null;
  action: ActivityAction;
  entity: string;
  entityId?: string | null;
  message: string;
  priority?: ActivityPriority;
  ip?: string | null;
  /** What the web needs to say it in the reader's language: names, amounts in rupees, statuses, ids. */
  params?: ActivityValues;
  /** Shown beside the sentence, never in it: provider order and payment ids and the like. */
  details?: ActivityValues;
}

/** Writes one activity-log row; call it with the transaction of the change it records. */
export async function recordActivity(tx: DbOrTx, input: ActivityInput): Promise<void> {
  await tx.insert(activities).values({
    actorId: input.actorId,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    message: input.message,
    priority: input.priority ?? 'low',
    ip: input.ip ?? null,
    params: input.params ?? {},
    details: input.details ?? {},
  });
}
