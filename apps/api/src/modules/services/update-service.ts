import { toPaise } from '@karigar/domain/money';
import { type Service, type UpdateServiceFields } from '@karigar/domain/service';
import type { Db } from '../../db/client';
import type { ServiceRow } from '../../db/schema/services';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import type { ImageForm } from '../../lib/image-form';
import { toService } from './service-answer';
import { bumpCatalogueVersion } from './catalogue-version';
import { removeServiceImage, storeServiceImage } from './service-image';
import { lockActiveServiceById, updateService as updateServiceRow, type ServiceChanges } from './services.repository';

/**
 * Applies the fields sent to a catalogue service; a new image replaces the old one, which is removed
 * with the change. Archived services are no longer in the catalogue and answer 404.
 */
export async function updateService(
  deps: { db: Db; gstRate: number | null },
  by: { actor: AuthUser; ip: string },
  id: string,
  form: ImageForm<UpdateServiceFields>,
): Promise<Service> {
  const { fields } = form;
  const changes: ServiceChanges = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.nameMr !== undefined) changes.nameMr = fields.nameMr;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.descriptionMr !== undefined) changes.descriptionMr = fields.descriptionMr;
  if (fields.price !== undefined) changes.pricePaise = toPaise(fields.price);
  if (fields.sacCode !== undefined) changes.sacCode = fields.sacCode;
  if (fields.unit !== undefined) changes.unit = fields.unit;
  if (fields.advancePercentage !== undefined) changes.advancePercentage = fields.advancePercentage || null;
  if (form.image) changes.image = await storeServiceImage(deps.db, form.image);

  let updated: ServiceRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const previous = await lockActiveServiceById(tx, id);
      if (!previous) throw notFound('SERVICE_NOT_FOUND');
      const updated = await updateServiceRow(tx, previous.id, changes);
      await bumpCatalogueVersion(tx);
      if (changes.image) await removeServiceImage(tx, previous.image);
      await recordActivity(tx, {
        actorId: by.actor.id,
        action: 'service_updated',
        entity: 'service',
        entityId: updated.id,
        message: `${by.actor.name} updated the service ${updated.name}`,
        params: { actor: by.actor.name, service: updated.name, serviceMr: updated.nameMr },
        ip: by.ip,
      });
      return updated;
    });
  } catch (error) {
    // The change did not happen: the image stored for it goes too.
    await removeServiceImage(deps.db, changes.image);
    throw error;
  }
  return toService(updated, deps.gstRate);
}
