import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { migrationsFolder } from '../../db/client';
import { seedCatalogue } from '../../db/seed';
import { services } from '../../db/schema/services';

describe('seedCatalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("seeds the workshop's seven services with Marathi names and WebP pictures, exactly once", async () => {
    expect(await seedCatalogue(t.db)).toBe(7);
    expect(await seedCatalogue(t.db)).toBe(0);

    const body = (await t.app.inject({ method: 'GET', url: '/api/services' })).json();
    expect(body.total).toBe(7);
    type Seeded = { name: string; price: number; sacCode: string };
    expect(body.services.map((s: Seeded) => [s.name, s.price, s.sacCode])).toEqual([
      ['Car Denting and Painting', 12000, '998714'],
      ['Fiberglass-Coated Plywood Doors', 8500, '998831'],
      ['Fiberglass Roofing', 450, '995453'],
      ['Premium Car Polishing', 3500, '998714'],
      ['Fiberglass Bathtub', 18000, '998852'],
      ['Luxury Car Interior Detailing', 6000, '998714'],
      ['Fiberglass Planter Pots', 1200, '998852'],
    ]);
    for (const service of body.services) {
      expect(service.nameMr).toMatch(/^[\u0900-\u097F\s-]+$/);
      expect(service.descriptionMr).toMatch(/[\u0900-\u097F]/);
      expect(service.description.length).toBeGreaterThan(20);
      expect(service.image).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}\.webp$/);
      const image = await t.app.inject({ method: 'GET', url: service.image });
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    }
    const images = new Set(body.services.map((s: { image: string }) => s.image));
    expect(images.size).toBe(7);
  });

  it("corrects an earlier seed's vehicle repair SAC codes once (migration 0009), keeping the owner's own", async () => {
    await seedCatalogue(t.db);
    const codeOf = async (name: string) =>
      (await t.db.select({ sacCode: services.sacCode }).from(services).where(eq(services.name, name)))[0]?.sacCode;
    // As an earlier seed left them, except for the owner's edits to the bathtub and the planters.
    await t.db.update(services).set({ sacCode: '998714' });
    await t.db.update(services).set({ sacCode: '998853' }).where(eq(services.name, 'Fiberglass Bathtub'));
    await t.db.update(services).set({ name: 'FRP Planters' }).where(eq(services.name, 'Fiberglass Planter Pots'));

    const migration = await readFile(path.join(migrationsFolder, '0009_correct-seeded-sac-codes.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    expect(await codeOf('Fiberglass Roofing')).toBe('995453');
    expect(await codeOf('Fiberglass-Coated Plywood Doors')).toBe('998831');
    expect(await codeOf('Car Denting and Painting')).toBe('998714');
    expect(await codeOf('Fiberglass Bathtub')).toBe('998853');
    expect(await codeOf('FRP Planters')).toBe('998714');
  });
});
