import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { pngImage } from '../../test/service-fixtures';
import { importUploadedFiles } from '../lib/import-uploaded-files';
import { saveImage } from '../lib/images';

describe('GET /uploads/*', () => {
  let t: TestApp;
  let image: string;
  beforeAll(async () => {
    t = await createTestApp();
    image = await saveImage(t.db, await pngImage(40, 30), { folder: 'avatars', maxSize: 512 });
  });
  afterAll(() => t.close());

  it('serves a stored image as WebP, cached for good, never sniffed, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });

    const again = await t.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': res.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('is served by every instance on the database, not only the one that stored it', async () => {
    const other = await t.anotherInstance();
    const res = await other.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it.each([
    `/uploads/avatars/${randomUUID()}.webp`,
    '/uploads/avatars/not-a-uuid.webp',
    '/uploads/avatars',
    '/uploads/',
    '/uploads/Avatars/x.png',
  ])('answers 404 for an unknown or malformed path: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it("imports an earlier version's image files from DATA_DIR once, so their URLs keep working", async () => {
    const name = `${randomUUID()}.webp`;
    const bytes = await sharp(await pngImage(20, 10))
      .webp()
      .toBuffer();
    await mkdir(path.join(t.config.uploadsDir, 'services'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'services', name), bytes);
    await writeFile(path.join(t.config.uploadsDir, 'services', 'notes.txt'), 'not an image of ours');
    expect((await t.app.inject({ method: 'GET', url: `/uploads/services/${name}` })).statusCode).toBe(404);

    expect(await importUploadedFiles(t.db, t.config.uploadsDir)).toBe(1);
    expect(await importUploadedFiles(t.db, t.config.uploadsDir)).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: `/uploads/services/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });
});
