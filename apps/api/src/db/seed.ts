import { toPaise } from '@karigar/domain/money';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { saveImage } from '../lib/images';
import { bumpCatalogueVersion } from '../modules/services/catalogue-version';
import { removeServiceImage, SERVICE_IMAGES } from '../modules/services/service-image';
import { countAllServices, insertServices, type NewService } from '../modules/services/services.repository';
import type { Db } from './client';
import { catalogue } from './seed/catalogue';

/** Serialises seeding between servers sharing one database. */
const SEED_LOCK = sql`pg_advisory_xact_lock(hashtext('karigar:seed-catalogue'))`;

/**
 * Gives a fresh install its catalogue: the workshop's seven services, each with a picture the
 * project draws itself (SVG rendered to WebP). Does nothing once the services table has any row,
 * so it runs at every start and seeds exactly once (migration 0009 gave earlier seeds their fitting
 * SAC codes). Answers how many services it added.
 */
export async function seedCatalogue(db: Db): Promise<number> {
  if ((await countAllServices(db)) > 0) return 0;

  const images: string[] = [];
  let added = 0;
  try {
    for (const entry of catalogue) {
      const png = await sharp(Buffer.from(entry.art())).png({ compressionLevel: 0 }).toBuffer();
      images.push(await saveImage(db, png, SERVICE_IMAGES));
    }
    // Newest first is the catalogue's order, so each entry is a moment newer than the next.
    const now = Date.now();
    const rows: NewService[] = catalogue.map((entry, i) => ({
      name: entry.name,
      nameMr: entry.nameMr,
      description: entry.description,
      descriptionMr: entry.descriptionMr,
      pricePaise: toPaise(entry.price),
      sacCode: entry.sacCode,
      unit: entry.unit,
      image: images[i] ?? null,
      createdAt: new Date(now - i * 1000),
      updatedAt: new Date(now),
    }));
    added = await db.transaction(async (tx) => {
      await tx.execute(sql`select ${SEED_LOCK}`);
      if ((await countAllServices(tx)) > 0) return 0;
      await bumpCatalogueVersion(tx);
      return (await insertServices(tx, rows)).length;
    });
  } finally {
    if (added === 0) await Promise.all(images.map((image) => removeServiceImage(db, image)));
  }
  return added;
}
