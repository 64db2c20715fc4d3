import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createAdmin, type TestUser } from '../../test/factories';
import { pageBlock } from '../../test/page-parts';
import { insertServiceRow } from '../../test/service-fixtures';
import type { ServiceRow } from '../db/schema/services';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Karigar</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const PICTURE = '/uploads/services/0b6c7f53-7d4e-4c52-9a53-2b1d3c4e5f60.webp';
const TRICKY_NAME = 'Coat </script><script>alert(1)</script> <!-- & $& done';

describe('public pages carry the catalogue answers they ask for first', () => {
  let t: TestApp;
  let dist: string;
  let admin: TestUser;
  let pictured: ServiceRow;
  let tricky: ServiceRow;
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    return res.body;
  };
  const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'karigar-web-'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    t = await createTestApp({ webDistDir: dist });
    admin = await createAdmin(t);
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    tricky = await insertServiceRow(t, { name: TRICKY_NAME, createdAt: minutesAgo(3) });
    pictured = await insertServiceRow(t, { name: 'Car Polishing', image: PICTURE, createdAt: minutesAgo(1) });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("puts the catalogue's first page into /services exactly as GET /api/services answers it", async () => {
    const html = await page('/services');
    expect(pageBlock(html)).toEqual({
      '/workshop': await api('/api/workshop'),
      '/services?page=1&limit=12': await api('/api/services?page=1&limit=12'),
    });
    // The newest service comes first: its picture is fetched before the app runs.
    expect(html).toContain(`</title>\n    <link rel="preload" as="image" href="${PICTURE}" fetchpriority="high" />`);
  });

  it("puts the home page's first services and its recent work into / without a picture preload", async () => {
    const html = await page('/');
    expect(pageBlock(html)).toEqual({
      '/workshop': await api('/api/workshop'),
      '/services?page=1&limit=8': await api('/api/services?page=1&limit=8'),
      '/public/recent-work': await api('/api/public/recent-work'),
    });
    expect(html).not.toContain('rel="preload"');
  });

  it("puts a service into its own page exactly as GET /api/services/:id answers it, with its picture's preload", async () => {
    const html = await page(`/services/${pictured.id}`);
    expect(pageBlock(html)).toEqual({
      '/workshop': await api('/api/workshop'),
      [`/services/${pictured.id}`]: await api(`/api/services/${pictured.id}`),
    });
    expect(html).toContain(`href="${PICTURE}"`);
  });

  it('keeps a name holding </script>, <!-- and $& inside the block, where it parses back unchanged', async () => {
    const html = await page(`/services/${tricky.id}`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(pageBlock(html)).toEqual({
      '/workshop': expect.objectContaining({ name: 'Karigar Fiberglass & Auto Works' }),
      [`/services/${tricky.id}`]: expect.objectContaining({ name: TRICKY_NAME }),
    });
    // No picture: nothing to preload.
    expect(html).not.toContain('rel="preload"');
  });

  it('shows a change to a service on the next page load (the same cache as the API, dropped by the change)', async () => {
    expect(pageBlock(await page('/services'))).toBeDefined();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${pictured.id}`,
      headers: admin.headers,
      payload: { name: 'Car Polishing Deluxe' },
    });
    expect(res.statusCode).toBe(200);
    const block = pageBlock(await page('/services')) as Record<string, { services: { name: string }[] }>;
    expect(block['/services?page=1&limit=12']!.services.map((s) => s.name)).toEqual([
      'Car Polishing Deluxe',
      TRICKY_NAME,
    ]);
  });

  it("serves other pages and an unknown service as index.html with the workshop's details alone (this build has no server renderer)", async () => {
    const workshop = { '/workshop': await api('/api/workshop') };
    expect(pageBlock(await page('/login'))).toEqual(workshop);
    expect(pageBlock(await page('/services/3f1c1e8a-9b8a-4a8e-8c55-0d8c5c9d0e11'))).toEqual(workshop);
  });

  it('compresses the page as the browser accepts it, and says the answer varies by that', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(pageBlock(gunzipSync(res.rawPayload).toString())).toBeDefined();
    const refused = await t.app.inject({ method: 'GET', url: '/services', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
