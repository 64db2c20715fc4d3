import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount } from './support/accounts';
import { adminSession, apiSession, firstService, manualOrder } from './support/api';

interface Stats {
  orders: {
    byStatus: Record<string, number>;
    total: number;
    revenue: { today: number; month: number };
    amountDue: number;
    unpaidOrders: number;
  };
  quotations: { awaitingWorkshop: number; last30Days: { conversionRate: number } };
  users: { totalUsers: number; newEnquiries: number };
}

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

async function readStats(request: APIRequestContext): Promise<Stats> {
  const { token } = await adminSession(request);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await request.get(path, { headers })).json();
  return {
    orders: (await get('/api/orders/stats')) as Stats['orders'],
    quotations: (await get('/api/quotations/stats')) as Stats['quotations'],
    users: (await get('/api/users/stats')) as Stats['users'],
  };
}

/** The dashboard shows what the stats endpoints answer at that moment (other tests may add data meanwhile). */
async function expectDashboardMatches(page: Page, request: APIRequestContext): Promise<Stats> {
  let seen: Stats | undefined;
  await expect(async () => {
    const stats = await readStats(request);
    await page.reload();
    await expect(page.getByTestId('stat-awaiting')).toHaveText(String(stats.quotations.awaitingWorkshop), {
      timeout: 3000,
    });
    await expect(page.getByTestId('stat-amount-due')).toHaveText(rupees(stats.orders.amountDue), { timeout: 3000 });
    await expect(page.getByTestId('stat-revenue-today')).toHaveText(rupees(stats.orders.revenue.today));
    await expect(page.getByTestId('stat-revenue-month')).toHaveText(rupees(stats.orders.revenue.month));
    await expect(page.getByTestId('stat-conversion')).toHaveText(`${stats.quotations.last30Days.conversionRate}%`);
    await expect(page.getByTestId('stat-enquiries')).toHaveText(String(stats.users.newEnquiries));
    await expect(page.getByTestId('stat-users')).toHaveText(String(stats.users.totalUsers));
    await expect(page.getByTestId('orders-Pending')).toHaveText(String(stats.orders.byStatus['Pending']));
    await expect(page.getByTestId('orders-total')).toHaveText(String(stats.orders.total));
    seen = stats;
  }).toPass({ timeout: 30_000 });
  return seen!;
}

test('the dashboard shows the numbers of the orders, payments and quotations made here, and opens their lists', async ({
  page,
  browser,
  request,
}) => {
  const before = await readStats(request);
  const customer = newAccount('Dashboard');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Fiberglass Roofing');

  // A request the workshop has not answered yet, an unpaid order and an order paid in the sandbox today.
  const requested = await request.post('/api/quotations/request', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { service: service._id, quotationPrice: 400, details: 'Dashboard test shed roof', quantity: 10 },
  });
  expect(requested.status()).toBe(201);
  await manualOrder(request, session.userId, 'Fiberglass Planter Pots');
  const paidOrderId = await manualOrder(request, session.userId, 'Premium Car Polishing');
  await logInAsCustomer(page, customer);
  await page.goto(`/user/orders/${paidOrderId}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const shown = await expectDashboardMatches(admin, request);
  // What this test made is counted (others may have added more meanwhile).
  expect(shown.quotations.awaitingWorkshop).toBeGreaterThanOrEqual(before.quotations.awaitingWorkshop + 1);
  expect(shown.orders.byStatus['Pending']).toBeGreaterThanOrEqual((before.orders.byStatus['Pending'] ?? 0) + 2);
  expect(shown.orders.revenue.today).toBeGreaterThanOrEqual(before.orders.revenue.today + 4130);
  expect(shown.orders.amountDue).toBeGreaterThan(before.orders.amountDue);
  expect(shown.users.totalUsers).toBeGreaterThanOrEqual(before.users.totalUsers + 1);

  // The charts say their numbers in words: today's row of the revenue table is today's money received.
  const revenue = admin.getByRole('figure', { name: 'Money received, last 30 days' });
  await expect(revenue.getByRole('row').last()).toContainText(rupees(shown.orders.revenue.today));
  await expect(admin.getByRole('figure', { name: 'Top 5 services by money received' })).toContainText('₹');

  const axe = await new AxeBuilder({ page: admin }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Each card opens its list, filtered.
  await admin.getByRole('link', { name: /Quotations waiting for the workshop/ }).click();
  await expect(admin).toHaveURL(/\/admin\/quotations\?status=Awaiting$/);
  await expect(admin.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Awaiting');
  await expect(admin.getByText(customer.name).first()).toBeVisible();
  await admin.goBack();
  await admin
    .getByRole('region', { name: 'Orders by status' })
    .getByRole('link', { name: /^Pending/ })
    .click();
  await expect(admin).toHaveURL(/\/admin\/orders\?status=Pending$/);
  await expect(admin.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Pending');
  await expect(admin.getByText(customer.name).first()).toBeVisible();
  await adminContext.close();
});

test('the dashboard fits a 390 px screen in dark mode, and the admin edits their profile from it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('figure', { name: 'Money received, last 30 days' }).locator('svg').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('main').getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Role')).toBeDisabled();
  await page.getByLabel('Phone').fill('+91 98220 54321');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('+91 98220 54321')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
