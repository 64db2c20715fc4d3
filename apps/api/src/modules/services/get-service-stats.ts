import type { ServiceStats } from '@karigar/domain/service';
import type { DbOrTx } from '../../db/client';
import { toServiceSummary } from './service-answer';
import { mostRequestedServices } from './services.repository';

const TOP_SERVICES = 5;

/** How many services the catalogue holds and the five most asked for (quotations plus orders). */
export async function getServiceStats(db: DbOrTx): Promise<ServiceStats> {
  const top = await mostRequestedServices(db, TOP_SERVICES);
  return {
    totalServices: top[0]?.catalogueSize ?? 0,
    topServices: top.map((row) => ({ ...toServiceSummary(row), requests: row.requests })),
  };
}
