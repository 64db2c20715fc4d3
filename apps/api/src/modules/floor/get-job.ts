import type { Job } from '@karigar/domain/workshop-floor';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../plugins/errors';
import { photoCountsOf } from '../photos/job-photos';
import { findJob, listFloorEvents, listNotes } from './floor.repository';
import { toJob } from './job-answer';
import { readStages } from './stages.repository';

/** One job as the floor sees it (admin and staff; the route checks the role). */
export async function getJob(db: DbOrTx, id: string): Promise<Job> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  const [row, photoCount, stages, notes, events] = await Promise.all([
    findJob(db, id),
    photoCountsOf(db, [id]),
    readStages(db),
    listNotes(db, id),
    listFloorEvents(db, id),
  ]);
  if (!row) throw notFound('ORDER_NOT_FOUND');
  return toJob(row, photoCount(id), stages, notes, events);
}
