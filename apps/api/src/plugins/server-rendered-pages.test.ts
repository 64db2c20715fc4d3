import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createAdmin, type TestUser } from '../../test/factories';
import { pageBlock, rootOf } from '../../test/page-parts';
import { insertServiceRow } from '../../test/service-fixtures';
import { services, type ServiceRow } from '../db/schema/services';

const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');
const MAP = 'https://maps.example.in/?q=Bhosari';
const PICTURE = '/uploads/services/0b6c7f53-7d4e-4c52-9a53-2b1d3c4e5f60.webp';

describe('public pages arrive rendered on the server', () => {
  let t: TestApp;
  let admin: TestUser;
  let polishing: ServiceRow;
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['vary']).toContain('Cookie');
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({
      webDistDir,
      env: { BUSINESS_PHONE: '+91 98220 12345', BUSINESS_HOURS: 'Mon–Sat 9:30–19:00', BUSINESS_MAP_URL: MAP },
    });
    admin = await createAdmin(t);
    polishing = await insertServiceRow(t, {
      name: 'Car Polishing',
      nameMr: 'कार पॉलिशिंग',
      price: 2499,
      image: PICTURE,
    });
  });
  afterAll(() => t.close());

  it('sends the catalogue with its cards, prices and pictures in the HTML, and the answer it was made from', async () => {
    const html = await page('/services');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    const root = rootOf(html);
    expect(root).toContain('Our Services');
    expect(root).toContain('Car Polishing');
    // The price with its unit and tax, whole rupees without '.00'.
    expect(root).toContain('₹2,499 / job + 18% GST');
    expect(root).toContain(`src="${PICTURE}"`);
    const list = await t.app.inject({ method: 'GET', url: '/api/services?page=1&limit=12' });
    expect(pageBlock(html)).toEqual({
      '/workshop': expect.objectContaining({ phone: '+91 98220 12345' }),
      '/services?page=1&limit=12': list.json(),
    });
    // The page's own chunk and the English public texts are asked for with the HTML.
    expect(html).toMatch(/<link rel="modulepreload" [^>]*href="\/assets\/catalogue-page-[^"]+\.js" \/>/);
    expect(html).toMatch(/<link rel="modulepreload" [^>]*href="\/assets\/en-public-[^"]+\.js" \/>/);
    expect(html).not.toMatch(/href="\/assets\/mr-public-/);
  });

  it("asks for the fonts of its language's first view with the HTML, and for its scripts after them", async () => {
    const fonts = (html: string) => [...html.matchAll(/<link rel="preload" as="font" [^>]*href="\/assets\/([^"]+)"/g)];
    const english = await page('/login');
    expect(fonts(english).map(([, file]) => file)).toEqual([
      expect.stringMatching(/^noto-sans-latin-400-normal-[^.]+\.woff2$/),
      expect.stringMatching(/^noto-sans-latin-700-normal-[^.]+\.woff2$/),
    ]);
    expect(fonts(await page('/login', { cookie: 'lang=mr' })).map(([, file]) => file)).toEqual([
      expect.stringMatching(/^noto-sans-devanagari-devanagari-400-normal-[^.]+\.woff2$/),
      expect.stringMatching(/^noto-sans-devanagari-devanagari-700-normal-[^.]+\.woff2$/),
    ]);
    // Each preloaded file is one the stylesheet's faces use, and is served.
    for (const [, file] of fonts(english)) {
      expect(english).toContain(`url(/assets/${file})`);
      expect((await t.app.inject({ method: 'GET', url: `/assets/${file}` })).statusCode).toBe(200);
    }
    // The page is already shown: its scripts only hydrate it, so they wait for the picture and fonts.
    const head = english.slice(0, english.indexOf('</head>'));
    expect(head).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[^"]+\.js">/);
    for (const [tag] of head.matchAll(/<link rel="modulepreload"[^>]*>/g)) expect(tag).toContain('fetchpriority="low"');
    const listed = /<template id="page-modules">([^]*?)<\/template>/.exec(english)?.[1] ?? '';
    expect(listed).toMatch(/href="\/assets\/login-page-[^"]+\.js"/);
    expect(listed).toMatch(/href="\/assets\/framework-[^"]+\.js"/);
  });

  it('writes the stylesheet into the page, so the first paint waits for no second request', async () => {
    const html = await page('/login');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('@font-face');
    expect(style).toContain('.dark');
  });

  it("renders a service's page in Marathi for a visitor whose language cookie says so", async () => {
    const html = await page(`/services/${polishing.id}`, { cookie: 'lang=mr' });
    expect(html).toMatch(/<html lang="mr">/);
    expect(rootOf(html)).toContain('<h1');
    expect(rootOf(html)).toContain('कार पॉलिशिंग');
    expect(rootOf(html)).toContain('₹2,499 / काम + 18% जीएसटी');
    expect(html).toMatch(/href="\/assets\/mr-public-[^"]+\.js"/);
    expect(pageBlock(html)).toEqual({
      '/workshop': expect.objectContaining({ hours: 'Mon–Sat 9:30–19:00' }),
      [`/services/${polishing.id}`]: expect.objectContaining({ name: 'Car Polishing' }),
    });
  });

  it("shows the workshop's address, phone, WhatsApp, hours and map link on the home page and in every footer", async () => {
    const home = rootOf(await page('/'));
    expect(home).toContain('Visit the workshop');
    expect(home).toContain('Plot 12, MIDC Bhosari, Pune, Maharashtra 411026');
    expect(home.split('href="tel:+919822012345"')).toHaveLength(3);
    expect(home.split('href="https://wa.me/919822012345"')).toHaveLength(3);
    expect(home).toContain('Mon–Sat 9:30–19:00');
    expect(home).toContain(`href="${MAP.replace('&', '&amp;')}"`);
    const marathiLogin = rootOf(await page('/login', { cookie: 'lang=mr' }));
    expect(marathiLogin).toContain('वर्कशॉपशी संपर्क कसा साधावा');
    expect(marathiLogin).toContain('href="tel:+919822012345"');
  });

  it("takes the browser's language when no choice was mirrored, and the cookie over it when there is one", async () => {
    expect(await page('/login', { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.5' })).toMatch(/<html lang="mr">/);
    expect(await page('/login', { 'accept-language': 'mr-IN', cookie: 'lang=en' })).toMatch(/<html lang="en">/);
    expect(await page('/login', { cookie: 'lang=xx' })).toMatch(/<html lang="en">/);
  });

  it('puts the chosen theme on <html>, and none when the visitor follows the system', async () => {
    expect(await page('/', { cookie: 'theme=dark; lang=en' })).toContain(
      '<html lang="en" class="dark" style="color-scheme: dark">',
    );
    expect(await page('/', { cookie: 'theme=light' })).toContain(
      '<html lang="en" class="light" style="color-scheme: light">',
    );
    expect(await page('/', { cookie: 'theme=purple' })).toMatch(/<html lang="en">/);
  });

  it('renders the sign-in forms with a plain line for browsers without JavaScript, in both languages', async () => {
    const english = rootOf(await page('/login'));
    expect(english).toContain('<form');
    expect(english).toContain('This form needs JavaScript: turn it on in your browser to sign in.');
    expect(rootOf(await page('/register', { cookie: 'lang=mr' }))).toContain('हा फॉर्म वापरण्यासाठी JavaScript आवश्यक आहे');
  });

  it.each(['/forgot-password', '/reset-password/some-token', '/unauthorized', '/no-such-page'])(
    'renders %s on the server',
    async (url) => {
      expect(rootOf(await page(url))).toContain('<h1');
    },
  );

  it("renders the header signed in for a browser whose cookie says it holds a session, and keeps each header's page apart", async () => {
    const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(rootOf(html))?.[0] ?? '';
    const signedIn = header(await page('/services', { cookie: 'signed_in=1' }));
    expect(signedIn).toContain('Logout');
    expect(signedIn).not.toContain('Login / Request Quotation');
    const signedOut = header(await page('/services'));
    expect(signedOut).toContain('Login / Request Quotation');
    expect(signedOut).not.toContain('Logout');
    // A hint, not a credential: the API does not take it for one.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'signed_in=1' } });
    expect(me.statusCode).toBe(401);
  });

  it("leaves signed-in pages to the browser: the bare app, still in the visitor's language and theme", async () => {
    const html = await page('/user/dashboard', { cookie: 'lang=mr; theme=dark' });
    expect(html).toContain('<html lang="mr" class="dark"');
    expect(html).toContain('<div id="root"></div>');
    // Its scripts are what shows it: they keep their priority; no font is preloaded for it.
    expect(html).toMatch(/<script type="module" crossorigin src=/);
    expect(html).not.toContain('fetchpriority="low"');
    expect(html).not.toContain('as="font"');
  });

  it('keeps a catalogue page per language until the catalogue changes', async () => {
    expect(rootOf(await page('/services'))).toContain('Car Polishing');
    // Written past the API (no version bump): the kept page does not see it.
    await t.db.update(services).set({ name: 'Car Polishing Silent' }).where(eq(services.id, polishing.id));
    expect(rootOf(await page('/services'))).not.toContain('Car Polishing Silent');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${polishing.id}`,
      headers: admin.headers,
      payload: { name: 'Car Polishing Deluxe' },
    });
    expect(res.statusCode).toBe(200);
    expect(rootOf(await page('/services'))).toContain('Car Polishing Deluxe');
    expect(rootOf(await page('/services', { cookie: 'lang=mr' }))).toContain('आमच्या सेवा');
  });

  it('does not serve the server renderer or the build manifest', async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('renderPage');
    }
  });
});
