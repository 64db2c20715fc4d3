import { orderRef } from '@karigar/domain/order';
import type { assignmentBody, Job } from '@karigar/domain/workshop-floor';
import type { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { conflict, fieldProblem, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { findTechnician, insertFloorEvent, lockJob, setJobFloor } from './floor.repository';
import { promiseChangedNotice } from './floor-mail';
import { notifyCustomer } from '../notifications/notify-customer';
import { getJob } from './get-job';

/**
 * The admin assigns a job's technician (a staff member or an admin) and its promised delivery
 * day; a field left out stays as it is, null clears it. A changed promise is kept in the job's
 * history and told to the customer in their language on the channels they allowed; all in one transaction with its activity row.
 */
export async function assignJob(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  by: AuthUser,
  id: string,
  body: z.output<typeof assignmentBody>,
  ip: string,
): Promise<Job> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound('ORDER_NOT_FOUND');
    const technician = body.technicianId ? await findTechnician(tx, body.technicianId) : undefined;
    if (body.technicianId && !technician) throw fieldProblem('technicianId', 'TECHNICIAN_INVALID');
    if (job.status === 'Cancelled') throw conflict('ORDER_CANCELLED_OFF_FLOOR');
    const promiseChanged = body.promisedDate !== undefined && body.promisedDate !== job.promisedDate;
    const technicianChanged = body.technicianId !== undefined && body.technicianId !== job.technicianId;
    if (!promiseChanged && !technicianChanged) return;
    await setJobFloor(tx, id, {
      ...(technicianChanged && { technicianId: body.technicianId ?? null }),
      ...(promiseChanged && { promisedDate: body.promisedDate ?? null }),
    });
    if (promiseChanged) {
      await insertFloorEvent(tx, {
        orderId: id,
        event: 'promise',
        promisedDate: body.promisedDate ?? null,
        actorId: by.id,
      });
      const notice = promiseChangedNotice(job.userId, id, body.promisedDate ?? null, deps.config.appUrl);
      await notifyCustomer(tx, deps, notice);
    }
    await recordActivity(tx, {
      actorId: by.id,
      action: 'order_assigned',
      entity: 'order',
      entityId: id,
      message: `${by.name} updated the technician and promised date of order ${orderRef(id)}`,
      params: { actor: by.name, orderId: id, orderRef: orderRef(id) },
      details: {
        ...(technicianChanged && { technician: technician?.name ?? null }),
        ...(promiseChanged && { promisedDate: body.promisedDate ?? null }),
      },
      priority: 'low',
      ip,
    });
  });
  return getJob(deps.db, id);
}
