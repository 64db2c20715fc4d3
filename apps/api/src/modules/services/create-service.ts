import { toPaise } from '@karigar/domain/money';
import type { CreateServiceFields, Service } from '@karigar/domain/service';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/record-activity';
import type { ImageForm } from '../../lib/image-form';
import { toService } from './service-answer';
import { removeServiceImage, storeServiceImage } from './service-image';
import { insertService } from './services.repository';
import { bumpCatalogueVersion } from './catalogue-version';

/** Adds a service to the catalogue, with its image stored as WebP when one was sent. */
export async function createService(
  deps: { db: Db; gstRate: number | null },
  by: { actor: AuthUser; ip: string },
  form: ImageForm<CreateServiceFields>,
): Promise<Service> {
  const { fields } = form;
  const image = form.image ? await storeServiceImage(deps.db, form.image) : null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      await bumpCatalogueVersion(tx);
      const created = await insertService(tx, {
        name: fields.name,
        nameMr: fields.nameMr,
        description: fields.description,
        descriptionMr: fields.descriptionMr,
        pricePaise: toPaise(fields.price),
        sacCode: fields.sacCode,
        unit: fields.unit,
        advancePercentage: fields.advancePercentage || null,
        image,
      });
      await recordActivity(tx, {
        actorId: by.actor.id,
        action: 'service_created',
        entity: 'service',
        entityId: created.id,
        message: `${by.actor.name} added the service ${created.name}`,
        params: { actor: by.actor.name, service: created.name, serviceMr: created.nameMr },
        ip: by.ip,
      });
      return created;
    });
    return toService(row, deps.gstRate);
  } catch (error) {
    // The service was not added: the image stored for it goes too.
    await removeServiceImage(deps.db, image);
    throw error;
  }
}
