import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { seedCatalogue } from '../../db/seed';

describe('seedCatalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("seeds the workshop's seven services with Marathi names and WebP pictures, exactly once", async () => {
    expect(await seedCatalogue(t.db, t.config.uploadsDir)).toBe(7);
    expect(await seedCatalogue(t.db, t.config.uploadsDir)).toBe(0);

    const body = (await t.app.inject({ method: 'GET', url: '/api/services' })).json();
    expect(body.total).toBe(7);
    expect(body.services.map((s: { name: string; price: number }) => [s.name, s.price])).toEqual([
      ['Car Denting and Painting', 12000],
      ['Fiberglass-Coated Plywood Doors', 8500],
      ['Fiberglass Roofing', 450],
      ['Premium Car Polishing', 3500],
      ['Fiberglass Bathtub', 18000],
      ['Luxury Car Interior Detailing', 6000],
      ['Fiberglass Planter Pots', 1200],
    ]);
    for (const service of body.services) {
      expect(service.nameMr).toMatch(/^[\u0900-\u097F\s-]+$/);
      expect(service.descriptionMr).toMatch(/[\u0900-\u097F]/);
      expect(service.description.length).toBeGreaterThan(20);
      expect(service.sacCode).toBe('998714');
      expect(service.image).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}\.webp$/);
      const file = await readFile(path.join(t.config.uploadsDir, 'services', path.basename(service.image)));
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    }
    const images = new Set(body.services.map((s: { image: string }) => s.image));
    expect(images.size).toBe(7);
  });
});
