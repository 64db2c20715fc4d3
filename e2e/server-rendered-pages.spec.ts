import { expect, test, type Page } from '@playwright/test';
import { logInAsNewCustomer } from './support/accounts';
import { usePreferences, type Language, type Theme } from './support/a11y';
import { firstService } from './support/api';
import { E2E_BASE_URL } from './support/env';

const PAGES = [
  '/',
  '/services',
  '/services/:id',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/a-token',
  '/unauthorized',
  '/no-such-page',
];

/** Every console error or warning and uncaught error of the page, from its start. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Waits until the app has hydrated the page (React marks the root) and the network is quiet. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

for (const language of ['en', 'mr'] as Language[])
  for (const theme of ['light', 'dark'] as Theme[])
    test(`every public page arrives rendered in ${language} and ${theme}, and hydrates without a warning`, async ({
      page,
      request,
    }) => {
      const service = await firstService(request, 'Fiberglass Bathtub');
      await usePreferences(page, theme, language);
      const problems = problemsOf(page);
      for (const path of PAGES.map((p) => p.replace(':id', service._id))) {
        const response = await page.goto(path);
        const html = await response!.text();
        expect(html, path).toMatch(new RegExp(`<html lang="${language}" class="${theme}"`));
        expect(html, path).toMatch(/<div id="root"><[a-z]/);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveClass(theme);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(problems, path).toEqual([]);
      }
    });

test("a signed-in customer's public pages arrive with the signed-in header, and hydrate without a warning", async ({
  page,
}) => {
  await logInAsNewCustomer(page);
  const problems = problemsOf(page);
  for (const path of ['/', '/services']) {
    const html = await (await page.goto(path))!.text();
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header, path).toContain('Logout');
    expect(header, path).not.toContain('Login / Request Quotation');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    expect(problems, path).toEqual([]);
  }
});

test('a page rendered in English for a visitor who chose Marathi (no cookie yet) hydrates, then turns Marathi', async ({
  page,
}) => {
  // The stored choice is the source; the cookie that mirrors it for the server is missing.
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'mr'));
  const problems = problemsOf(page);
  const html = await (await page.goto('/login'))!.text();
  expect(html).toMatch(/<html lang="en">/);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('mr');
  expect(problems).toEqual([]);
});

test.describe('on a dark system with no theme chosen', () => {
  test.use({ colorScheme: 'dark' });

  test('the page hydrates as rendered, then takes the dark theme', async ({ page }) => {
    const problems = problemsOf(page);
    const html = await (await page.goto('/login'))!.text();
    expect(html).toMatch(/<html lang="en">/);
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByTestId('theme-toggle-floating')).toHaveAccessibleName('Switch to light theme');
    expect(problems).toEqual([]);
  });
});

test('a sign-in form takes typing and sending once the app runs it: until then its fields are read-only and its button disabled', async ({
  page,
}) => {
  let startApp = () => {};
  const held = new Promise<void>((resolve) => (startApp = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await expect(email).toBeVisible();
  await expect(email).not.toBeEditable();
  await expect(submit).toBeDisabled();
  startApp();
  await expect(email).toBeEditable();
  await expect(submit).toBeEnabled();
  await email.fill('asha@example.com');
  await expect(email).toHaveValue('asha@example.com');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue shows its cards with names, prices and pictures, and a service its page', async ({
    page,
    request,
  }) => {
    await page.goto('/services');
    const list = page.getByRole('list', { name: 'Our Services' });
    const bathtub = list.getByRole('listitem').filter({ hasText: 'Fiberglass Bathtub' }).first();
    await expect(bathtub).toContainText('₹');
    await expect(bathtub.getByRole('img', { name: 'Fiberglass Bathtub' })).toHaveJSProperty('complete', true);

    const service = await firstService(request, 'Fiberglass Bathtub');
    await page.goto(`/services/${service._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fiberglass Bathtub' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('₹');
  });

  test('the sign-in forms say plainly that they need JavaScript, in English and Marathi', async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    // The browser's script switch leaves <noscript> unshown (its parser still runs as with scripts): read the HTML.
    const notice = (language: string) =>
      request
        .get(language === 'en' ? '/login' : '/register', { headers: { cookie: `lang=${language}` } })
        .then((r) => r.text());
    expect(await notice('en')).toMatch(
      /<noscript><p [^>]*>This form needs JavaScript: turn it on in your browser to sign in\.<\/p><\/noscript>/,
    );
    expect(await notice('mr')).toMatch(
      /<noscript><p [^>]*>हा फॉर्म वापरण्यासाठी JavaScript आवश्यक आहे: [^<]+<\/p><\/noscript>/,
    );
  });

  test.describe('on a dark system', () => {
    test.use({ colorScheme: 'dark' });

    test('the page is dark from its HTML when no theme was chosen, and light when light was', async ({ page }) => {
      const background = () => page.locator('html').evaluate((html) => getComputedStyle(html).backgroundColor);
      await page.goto('/services');
      const followed = await background();
      await page.context().addCookies([{ name: 'theme', value: 'dark', url: E2E_BASE_URL }]);
      await page.goto('/services');
      expect(followed).toBe(await background());
      await page.context().addCookies([{ name: 'theme', value: 'light', url: E2E_BASE_URL }]);
      await page.goto('/services');
      expect(await background()).not.toBe(followed);
    });
  });
});
