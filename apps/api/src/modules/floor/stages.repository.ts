import type { Stage, StageMilestone } from '@karigar/domain/workshop-floor';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { workshopStages } from '../../db/schema/workshop-stages';

const stageColumns = {
  id: workshopStages.id,
  nameEn: workshopStages.nameEn,
  nameMr: workshopStages.nameMr,
  milestone: workshopStages.milestone,
};

/** The stages in order. */
export async function readStages(db: DbOrTx): Promise<Stage[]> {
  return db.select(stageColumns).from(workshopStages).orderBy(asc(workshopStages.position));
}

/** Locks the stage list while it is replaced or a job moves through it. */
export async function lockStages(tx: DbOrTx): Promise<Stage[]> {
  return tx.select(stageColumns).from(workshopStages).orderBy(asc(workshopStages.position)).for('update');
}

/** How many orders are in each of these stages. */
export async function ordersInStages(tx: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.stageId, ids));
  return row?.count ?? 0;
}

export interface StageValues {
  id?: string | undefined;
  nameEn: string;
  nameMr: string;
  milestone: StageMilestone | null;
}

/**
 * Replaces the list: removes the stages left out, then writes each in its place (milestones are
 * cleared first, so one may pass from a stage to another without meeting itself).
 */
export async function replaceStages(tx: DbOrTx, removed: string[], stages: StageValues[]): Promise<void> {
  if (removed.length > 0) await tx.delete(workshopStages).where(inArray(workshopStages.id, removed));
  await tx.update(workshopStages).set({ milestone: null });
  for (const [position, stage] of stages.entries()) {
    const values = { position, nameEn: stage.nameEn, nameMr: stage.nameMr, milestone: stage.milestone };
    if (stage.id) await tx.update(workshopStages).set(values).where(eq(workshopStages.id, stage.id));
    else await tx.insert(workshopStages).values(values);
  }
}
