import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { bumpCatalogueVersion } from './catalogue-version';
import { removeServiceImage } from './service-image';
import {
  archiveService,
  deleteService as deleteServiceRow,
  isServiceReferenced,
  lockActiveServiceById,
} from './services.repository';

/**
 * Takes a service out of the catalogue. When quotations or orders refer to it, it is archived
 * (kept, so their history stays intact); otherwise its row and image are removed.
 */
export async function deleteService(
  deps: { db: Db },
  by: { actor: AuthUser; ip: string },
  id: string,
): Promise<{ archived: boolean }> {
  return deps.db.transaction(async (tx) => {
    const service = await lockActiveServiceById(tx, id);
    if (!service) throw notFound('SERVICE_NOT_FOUND');
    const referenced = await isServiceReferenced(tx, service.id);
    await bumpCatalogueVersion(tx);
    if (referenced) await archiveService(tx, service.id);
    else {
      await deleteServiceRow(tx, service.id);
      await removeServiceImage(tx, service.image);
    }
    await recordActivity(tx, {
      actorId: by.actor.id,
      action: referenced ? 'service_archived' : 'service_deleted',
      entity: 'service',
      entityId: service.id,
      message: `${by.actor.name} ${referenced ? 'archived' : 'deleted'} the service ${service.name}`,
      params: { actor: by.actor.name, service: service.name, serviceMr: service.nameMr },
      priority: 'medium',
      ip: by.ip,
    });
    return { archived: referenced };
  });
}
