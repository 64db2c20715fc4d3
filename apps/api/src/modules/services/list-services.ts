import type { serviceListQuery, ServiceListAnswer } from '@karigar/domain/service';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { toService } from './service-answer';
import { listActiveServices } from './services.repository';

/** The public catalogue, one page at a time; archived services are never listed. */
export async function listServices(
  db: DbOrTx,
  query: z.output<typeof serviceListQuery>,
  gstRate: number | null,
): Promise<ServiceListAnswer> {
  const { page, limit } = query;
  const { rows, total } = await listActiveServices(db, { search: query.search, offset: (page - 1) * limit, limit });
  return {
    services: rows.map((row) => toService(row, gstRate)),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}
