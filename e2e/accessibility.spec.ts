import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { logInAsAdmin, logInAsCustomer, newAccount, type Account } from './support/accounts';
import { expectAccessible, settle, usePreferences, type Theme } from './support/a11y';
import { adminSession, apiSession, firstService, manualOrder } from './support/api';

interface Seed {
  customer: Account;
  customerId: string;
  quotationId: string;
  orderId: string;
  serviceId: string;
  enquirer: string;
}

/** A customer with a followed-up quotation and an order, and an enquiry in the owner's inbox. */
async function seed(request: APIRequestContext): Promise<Seed> {
  const customer = newAccount('Axe');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Car Denting and Painting');
  const created = await request.post('/api/quotations/request', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { service: service._id, quotationPrice: 9000, details: 'Dent on the left door' },
  });
  expect(created.status()).toBe(201);
  const quotationId = ((await created.json()) as { quotation: { _id: string } }).quotation._id;
  const admin = await adminSession(request);
  const followUp = await request.patch(`/api/quotations/${quotationId}/follow-up`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { newPrice: 9500, followUpNote: 'Includes rust treatment' },
  });
  expect(followUp.status()).toBe(200);
  const orderId = await manualOrder(request, session.userId, 'Premium Car Polishing');
  const enquirer = `Asha ${randomBytes(4).toString('hex')}`;
  const enquiry = await request.post('/api/contact', {
    data: {
      name: enquirer,
      email: `asha-${randomBytes(4).toString('hex')}@example.in`,
      message: 'Do you repair boats?',
    },
  });
  expect(enquiry.status()).toBe(201);
  return { customer, customerId: session.userId, quotationId, orderId, serviceId: service._id, enquirer };
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

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  test.describe(`every page passes axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(240_000);
      await usePreferences(page, theme);
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
      await page.getByRole('button', { name: 'Contact Us' }).click();
      await scanDialog(page, 'Contact Us', 'Contact Us dialog');
    });

    test("a customer's pages and the booking dialog", async ({ page, request }) => {
      const { customer, orderId, quotationId, serviceId } = await seed(request);
      await logInAsCustomer(page, customer);
      for (const path of [
        '/user/dashboard',
        '/user/my-orders',
        `/user/orders/${orderId}`,
        '/user/quotation-status',
        '/user/quotations/user',
        `/user/quotations/${quotationId}`,
        '/user/quotations/new',
        `/admin/services/${serviceId}`,
        '/user/no-such-page',
      ]) {
        await scan(page, path);
      }
      await scan(page, `/services/${serviceId}`);
      await page.getByRole('button', { name: 'Book at listed price' }).click();
      await scanDialog(page, 'Book at listed price', 'booking dialog');
    });

    test("the owner's pages and the payment and enquiry dialogs", async ({ page, request }) => {
      const { customerId, orderId, quotationId, serviceId, enquirer } = await seed(request);
      await logInAsAdmin(page);
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
        '/admin/activities',
        '/admin/contacts',
      ]) {
        await scan(page, path);
      }
      await page.getByRole('button', { name: `Open the enquiry from ${enquirer}` }).click();
      await scanDialog(page, `Enquiry from ${enquirer}`, 'enquiry dialog');

      await scan(page, `/admin/orders/${orderId}`);
      await page.getByRole('button', { name: 'Record payment' }).click();
      await scanDialog(page, 'Record payment', 'record payment dialog');
    });
  });
}
