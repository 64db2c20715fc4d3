import type { DbOrTx } from '../../db/client';
import { countOrderPhotos } from './photos.repository';

/** How many photos each job has (internal ones too), for the workshop's board and job page. */
export async function photoCountsOf(db: DbOrTx, orderIds: readonly string[]): Promise<(orderId: string) => number> {
  const counts = await countOrderPhotos(db, orderIds);
  return (orderId) => counts.get(orderId) ?? 0;
}
