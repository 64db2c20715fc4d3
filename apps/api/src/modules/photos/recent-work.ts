import type { RecentWork } from '@karigar/domain/recent-work';
import type { DbOrTx } from '../../db/client';
import { listPublicPhotoRows } from './photos.repository';

/** How many photos the home page's "Recent work" strip shows at most. */
export const RECENT_WORK_SIZE = 8;

/** The newest after-photos the owner marked public: their screen-sized images and their service only. */
export async function recentWork(db: DbOrTx): Promise<RecentWork> {
  const rows = await listPublicPhotoRows(db, RECENT_WORK_SIZE);
  return rows.map((row) => ({ _id: row.id, url: row.path, service: row.service, serviceMr: row.serviceMr }));
}
