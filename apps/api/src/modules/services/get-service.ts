import { type Service } from '@karigar/domain/service';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { toService } from './service-answer';
import { findServiceById } from './services.repository';

/** One service, archived ones too, so quotation and order history can still show it. */
export async function getService(db: DbOrTx, id: string, gstRate: number | null): Promise<Service> {
  const row = await findServiceById(db, id);
  if (!row) throw notFound('SERVICE_NOT_FOUND');
  return toService(row, gstRate);
}
