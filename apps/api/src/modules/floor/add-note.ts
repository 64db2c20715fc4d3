import { orderRef } from '@karigar/domain/order';
import type { Job } from '@karigar/domain/workshop-floor';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { insertNote, lockJob } from './floor.repository';
import { getJob } from './get-job';

/** Staff or an admin writes a note on a job (internal: the customer never sees it). */
export async function addNote(db: Db, by: AuthUser, id: string, body: string, ip: string): Promise<Job> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  await db.transaction(async (tx) => {
    if (!(await lockJob(tx, id))) throw notFound('ORDER_NOT_FOUND');
    await insertNote(tx, { orderId: id, body, authorId: by.id });
    await recordActivity(tx, {
      actorId: by.id,
      action: 'order_note_added',
      entity: 'order',
      entityId: id,
      message: `${by.name} added a note to order ${orderRef(id)}`,
      params: { actor: by.name, orderId: id, orderRef: orderRef(id) },
      ip,
    });
  });
  return getJob(db, id);
}
