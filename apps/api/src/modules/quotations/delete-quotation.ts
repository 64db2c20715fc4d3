import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { removePhotosOf } from '../photos/photo-lifecycle';
import { isUuid } from '../../lib/ids';
import { deleteQuotationRow } from './quotations.repository';
import { quotationRef } from './save-quotation-change';

/** Deletes a quotation with its history; an order made from it stays (its quotation_id becomes null). */
export async function deleteQuotation(db: Db, admin: AuthUser, id: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (isUuid(id)) await removePhotosOf(tx, { quotationId: id });
    const row = await deleteQuotationRow(tx, id);
    if (!row) throw notFound('QUOTATION_NOT_FOUND');
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'quotation_deleted',
      entity: 'quotation',
      entityId: id,
      message: `${admin.name} deleted quotation ${quotationRef(id)}`,
      params: { actor: admin.name, quotationRef: quotationRef(id) },
      priority: 'high',
      ip,
    });
  });
}
