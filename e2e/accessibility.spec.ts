import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount, type Account } from './support/accounts';
import { expectAccessible, settle, usePreferences, type Language, type Theme } from './support/a11y';
import {
  apiSession,
  firstService,
  followUpAsAdmin,
  manualOrder,
  newestEnquirer,
  requestQuotation,
} from './support/api';
import { textsFor } from './support/texts';

interface Seed {
  customer: Account;
  customerId: string;
  quotationId: string;
  orderId: string;
  serviceId: string;
}

/** A customer with a followed-up quotation and an order. */
async function seed(request: APIRequestContext): Promise<Seed> {
  const customer = newAccount('Axe');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Car Denting and Painting');
  const quotationId = await requestQuotation(request, session, {
    service: service._id,
    quotationPrice: 9000,
    details: 'Dent on the left door',
  });
  await followUpAsAdmin(request, quotationId, 9500, 'Includes rust treatment');
  const orderId = await manualOrder(request, session.userId, 'Premium Car Polishing');
  return { customer, customerId: session.userId, quotationId, orderId, serviceId: service._id };
}

async function scan(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  const theme = await page.evaluate(() => localStorage.getItem('theme'));
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await expectAccessible(page, `${path} (${theme})`);
}

async function scanDialog(page: Page, name: string | RegExp, label: string): Promise<void> {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectAccessible(page, label);
}

interface Setting {
  title: string;
  theme: Theme;
  language: Language;
  viewport: { width: number; height: number };
}

// Both themes in English on a desktop; the dark theme once more in Marathi on a phone.
const settings: Setting[] = [
  { title: 'the light theme', theme: 'light', language: 'en', viewport: { width: 1280, height: 720 } },
  { title: 'the dark theme', theme: 'dark', language: 'en', viewport: { width: 1280, height: 720 } },
  {
    title: 'the dark theme in Marathi on a phone',
    theme: 'dark',
    language: 'mr',
    viewport: { width: 390, height: 844 },
  },
];

for (const { title, theme, language, viewport } of settings) {
  test.describe(`every page passes axe in ${title}`, () => {
    const t = textsFor(language);
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      test.setTimeout(240_000);
      await usePreferences(page, theme, language);
    });

    test('public pages and the Contact Us dialog', async ({ page, request }) => {
      const service = await firstService(request, 'Premium Car Polishing');
      for (const path of [
        '/',
        '/services',
        `/services/${service._id}`,
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password/not-a-real-token',
        '/no-such-page',
      ]) {
        await scan(page, path);
      }
      await page.goto('/');
      await settle(page);
      // The floating button steps aside while something lies under it; at a page's end it is back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: t('contact.button') }).click();
      await scanDialog(page, t('contact.title'), 'Contact Us dialog');
    });

    test("a customer's pages and the booking dialog", async ({ page, request }) => {
      const { customer, orderId, quotationId, serviceId } = await seed(request);
      await logInAsCustomer(page, customer, language);
      for (const path of [
        '/user/dashboard',
        '/user/my-orders',
        `/user/orders/${orderId}`,
        '/user/quotation-status',
        '/user/quotations/user',
        `/user/quotations/${quotationId}`,
        '/user/quotations/new',
        '/user/vehicles',
        `/admin/services/${serviceId}`,
        '/user/no-such-page',
      ]) {
        await scan(page, path);
      }
      await scan(page, `/services/${serviceId}`);
      await page.getByRole('button', { name: t('catalog.book.open') }).click();
      await scanDialog(page, t('catalog.book.title'), 'booking dialog');
    });

    for (const [title, link] of [
      ['the tracking page of a job, signed out', 'share-link'],
      ['the pay link page of an unpaid order, signed out', 'pay-link'],
    ] as const) {
      test(title, async ({ page, request }) => {
        const { customer, orderId } = await seed(request);
        const session = await apiSession(request, customer);
        const made = await request.post(`/api/orders/${orderId}/${link}`, {
          headers: { authorization: `Bearer ${session.token}` },
        });
        expect(made.status()).toBe(201);
        await scan(page, new URL(((await made.json()) as { url: string }).url).pathname);
      });
    }

    test("the owner's pages and the payment and enquiry dialogs", async ({ page, request }) => {
      const { customerId, orderId, quotationId, serviceId } = await seed(request);
      const enquirer = await newestEnquirer(request);
      await logInAsAdmin(page, language);
      for (const path of [
        '/admin',
        '/admin/profile',
        '/admin/quotations',
        `/admin/quotations/${quotationId}`,
        '/admin/orders',
        '/admin/manual-order',
        '/admin/services',
        '/admin/services/new',
        `/admin/services/edit/${serviceId}`,
        `/admin/services/${serviceId}`,
        '/admin/users',
        `/admin/users/${customerId}`,
        `/admin/users/${customerId}/edit`,
        '/admin/users/new',
        '/admin/board',
        '/admin/stages',
        `/admin/jobs/${orderId}`,
        '/admin/activities',
        '/admin/contacts',
      ]) {
        await scan(page, path);
      }
      await page.getByRole('button', { name: t('contacts.open', { name: enquirer }) }).click();
      await scanDialog(page, t('contacts.detailTitle', { name: enquirer }), 'enquiry dialog');

      await scan(page, `/admin/orders/${orderId}`);
      await page.getByRole('button', { name: t('payments.record.open') }).click();
      await scanDialog(page, t('payments.record.title'), 'record payment dialog');
    });
  });
}
