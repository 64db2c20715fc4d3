import type { ServiceStats } from '@karigar/domain/service';
import type { DbOrTx } from '../../db/client';
import { toServiceSummary } from './service-answer';
import { countActiveServices, mostRequestedServices } from './services.repository';

const TOP_SERVICES = 5;

/** How many services the catalogue holds and the five most asked for (quotations plus orders). */
export async function getServiceStats(db: DbOrTx): Promise<ServiceStats> {
  const [totalServices, top] = await Promise.all([countActiveServices(db), mostRequestedServices(db, TOP_SERVICES)]);
  return { totalServices, topServices: top.map((row) => ({ ...toServiceSummary(row), requests: row.requests })) };
}
