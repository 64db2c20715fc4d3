import { orderRef, type OrderStatus } from '@karigar/domain/order';
import type { Job, Stage } from '@karigar/domain/workshop-floor';
import type { FeatureDeps } from '../../app';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { conflict, fieldProblem, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { applyOrderStatusChange } from '../orders/change-order-status';
import { insertStageReached, lockJob, setJobFloor } from './floor.repository';
import { readyForPickupNotice } from './floor-mail';
import { notifyCustomer } from '../notifications/notify-customer';
import { getJob } from './get-job';
import { readStages } from './stages.repository';

/**
 * The status a job has once it enters `stage` (decision 046): the Delivered stage completes the
 * order; any other stage means the work is under way, so an order not yet started (or a completed
 * one taken back onto the floor) is In Progress.
 */
export function statusInStage(current: OrderStatus, stage: Stage): OrderStatus {
  if (stage.milestone === 'delivered') return 'Completed';
  return current === 'In Progress' ? current : 'In Progress';
}

/**
 * Staff or an admin moves a job to a stage: the order's status follows through the orders'
 * own status change (its money rules, history, activity and mail), then the stage, its history
 * line, an activity row and, on reaching "ready for pickup", the customer's notice, all in one
 * transaction. A cancelled order is off the floor (409); the same stage changes nothing.
 */
export async function moveStage(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  by: AuthUser,
  id: string,
  stageId: string,
  ip: string,
): Promise<Job> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound('ORDER_NOT_FOUND');
    const stage = (await readStages(tx)).find((candidate) => candidate.id === stageId);
    if (!stage) throw fieldProblem('stageId', 'STAGE_NOT_FOUND');
    if (job.status === 'Cancelled') throw conflict('ORDER_CANCELLED_OFF_FLOOR');
    if (job.stageId === stage.id) return;
    const status = statusInStage(job.status, stage);
    if (status !== job.status) await applyOrderStatusChange(tx, deps, by, id, { status }, ip);
    await setJobFloor(tx, id, { stageId: stage.id });
    await insertStageReached(tx, id, stage, by.id);
    await recordActivity(tx, {
      actorId: by.id,
      action: 'order_stage_changed',
      entity: 'order',
      entityId: id,
      message: `${by.name} moved order ${orderRef(id)} to ${stage.nameEn}`,
      params: { actor: by.name, orderId: id, orderRef: orderRef(id), stage: stage.nameEn, stageMr: stage.nameMr },
      priority: 'low',
      ip,
    });
    if (stage.milestone === 'ready')
      await notifyCustomer(tx, deps, readyForPickupNotice(job.userId, id, deps.config.appUrl));
  });
  return getJob(deps.db, id);
}
