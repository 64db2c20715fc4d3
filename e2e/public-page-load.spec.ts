import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';

/** The files under /assets/ the page fetched from its start until the network went quiet. */
async function assetsLoadedBy(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const assets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) assets.push(url.pathname.slice('/assets/'.length));
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return assets;
}

const loaded = (assets: string[], prefix: string) => assets.some((name) => name.startsWith(prefix));

test("an English visitor's public pages load neither Marathi, nor the signed-in screens' texts, nor the admin's charts, nor form code they do not use", async ({
  page,
}) => {
  const home = await assetsLoadedBy(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  expect(loaded(home, 'framework-')).toBe(true);
  expect(loaded(home, 'en-public-')).toBe(true);
  for (const unwanted of ['mr-', 'en-app-', 'charts-', 'forms-', 'zod-', 'noto-sans-devanagari-devanagari-'])
    expect(loaded(home, unwanted), unwanted).toBe(false);

  const catalogue = await assetsLoadedBy(page, '/services', () =>
    expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible(),
  );
  for (const unwanted of ['mr-', 'en-app-', 'charts-', 'forms-', 'zod-', 'noto-sans-devanagari-devanagari-'])
    expect(loaded(catalogue, unwanted), unwanted).toBe(false);

  // The login form needs react-hook-form; the schemas (zod) wait until the form is checked.
  const login = await assetsLoadedBy(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible(),
  );
  expect(loaded(login, 'forms-')).toBe(true);
  for (const unwanted of ['mr-', 'en-app-', 'charts-', 'zod-']) expect(loaded(login, unwanted), unwanted).toBe(false);
});

test('a Marathi visitor loads the Marathi texts and the Devanagari font, and not the English texts', async ({
  page,
}) => {
  // The choice as the app keeps it: in storage, mirrored in a cookie for the server.
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'mr'));
  await page.context().addCookies([{ name: 'lang', value: 'mr', url: E2E_BASE_URL }]);
  const home = await assetsLoadedBy(page, '/', () => expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]/));
  expect(loaded(home, 'mr-public-')).toBe(true);
  expect(loaded(home, 'noto-sans-devanagari-devanagari-')).toBe(true);
  expect(loaded(home, 'en-')).toBe(false);
  expect(loaded(home, 'mr-app-')).toBe(false);
});

test("a rendered page's code and texts, listed in its HTML, are fetched only once the page has loaded and been painted", async ({
  page,
}) => {
  const listed = await page.request.get('/services').then((answer) => answer.text());
  const chunks = /<template id="page-modules">([^]*?)<\/template>/.exec(listed)?.[1] ?? '';
  expect(chunks).toMatch(/\/assets\/catalogue-page-/);
  expect(chunks).toMatch(/\/assets\/en-public-/);

  await page.goto('/services');
  await expect(page.getByRole('searchbox')).toBeEnabled();
  const timings = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const started = (prefix: string) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith(`/assets/${prefix}`))
        .map((entry) => entry.startTime);
    return {
      loaded: navigation.loadEventEnd,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      code: [...started('framework-'), ...started('catalogue-page-'), ...started('en-public-')],
    };
  });
  expect(timings.code).toHaveLength(3);
  for (const start of timings.code) {
    expect(start).toBeGreaterThanOrEqual(timings.loaded);
    expect(start).toBeGreaterThan(timings.painted);
  }
});

test("the catalogue pages show the catalogue from their own HTML; the app's later visits ask the API", async ({
  page,
}) => {
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/services')) catalogueCalls.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/services');
  // Until the app has started, a link is followed by the browser (a new page from the server).
  await expect(page.getByRole('searchbox')).toBeEnabled();
  const list = page.getByRole('list', { name: 'Our Services' });
  await expect(list.getByRole('link', { name: 'Fiberglass Bathtub' }).first()).toBeVisible();
  await list.getByRole('link', { name: 'Fiberglass Bathtub' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiberglass Bathtub' })).toBeVisible();
  // The service's page was reached inside the app: its answer came from the API.
  expect(catalogueCalls).toEqual([expect.stringMatching(/^\/api\/services\/[0-9a-f-]{36}$/)]);

  catalogueCalls.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiberglass Bathtub' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fiberglass Bathtub' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'What we do' }).getByRole('listitem').first()).toBeVisible();
  expect(catalogueCalls).toEqual([]);
});
