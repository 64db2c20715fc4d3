import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer } from './support/accounts';
import { seed } from './support/seed';

const phone = { width: 390, height: 844 };

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${path} scrolls sideways`).toBe(true);
}

/** Every control of the first row lies within the screen's width: reachable without scrolling sideways. */
async function expectRowActionsInReach(page: Page, path: string, row: Locator): Promise<void> {
  await expect(row, `${path}: first row`).toBeVisible();
  const controls = row.locator('a, button, select');
  expect(await controls.count(), `${path}: the first row has actions`).toBeGreaterThan(0);
  const width = await page.evaluate(() => window.innerWidth);
  for (const control of await controls.all()) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, `${path}: an action starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${path}: an action ends off screen`).toBeLessThanOrEqual(width);
  }
}

/** Opens `path` and waits for `ready`, then checks the width and (for lists) the first row's actions. */
async function check(page: Page, path: string, ready: (page: Page) => Locator, row?: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page), `${path} did not load`).toBeVisible();
  await expectNoSidewaysScroll(page, path);
  if (row) await expectRowActionsInReach(page, path, row(page));
}

const firstCard = (page: Page) => page.locator('[data-row-card]').first();
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

test('at 390×844 the public and customer pages fit the screen and their lists are cards', async ({ page, request }) => {
  const seeded = await seed(request);
  await page.setViewportSize(phone);

  await check(page, '/services', heading(/./), (p) => p.getByRole('main').getByRole('article').first());
  await check(page, `/services/${seeded.serviceId}`, heading(seeded.serviceName));

  await logInAsCustomer(page, seeded.customer);
  await expectNoSidewaysScroll(page, '/user/dashboard');
  await check(page, '/user/my-orders', heading('Orders'), firstCard);
  await expect(page.getByRole('table')).toHaveCount(0);
  await check(page, '/user/quotations/user', heading('Quotations'), firstCard);
  await check(page, '/user/quotation-status', (p) => p.getByRole('heading', { level: 1 }));
  await check(page, `/user/orders/${seeded.orderId}`, (p) => p.getByRole('heading', { name: 'Order Details' }));
  await check(page, `/user/quotations/${seeded.quotationId}`, heading('Quotation Details'));
});

test('at 390×844 the admin pages fit the screen, lists are cards with their actions in reach', async ({
  page,
  request,
}) => {
  const seeded = await seed(request);
  await page.setViewportSize(phone);
  await logInAsAdmin(page);
  await expectNoSidewaysScroll(page, '/admin');

  await check(page, '/admin/quotations', heading('Quotations'), firstCard);
  await check(page, '/admin/orders', heading('Orders'), firstCard);
  await check(page, '/admin/services', heading('Manage Services'), firstCard);
  await check(page, '/admin/users', heading('Users'), firstCard);
  await check(page, `/admin/users/${seeded.customerId}`, heading(seeded.customer.name));
  await check(page, '/admin/contacts', heading('Contact enquiries'), (p) =>
    p.getByRole('main').getByRole('listitem').first(),
  );
  await check(page, '/admin/activities', heading('Activity Log'));
  await check(page, '/admin/board', heading('Workshop board'), (p) => p.locator('[data-job]').first());
  await check(page, `/admin/jobs/${seeded.orderId}`, heading(/^Job #/));
  await check(page, '/admin/stages', heading('Workshop stages'));
  await check(page, `/admin/orders/${seeded.orderId}`, (p) => p.getByRole('heading', { name: 'Order Details' }));

  // Filters fold behind one button that says whether it is open.
  await page.goto('/admin/orders');
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Origin' })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Origin' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/admin/orders (filters open)');

  // Completing an order from its card asks first; Delete is on the order's page only.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(seeded.customer.email);
  await expect(page.locator('[data-row-card]')).toHaveCount(1);
  const card = firstCard(page);
  await card.getByRole('combobox', { name: /^Status of order/ }).selectOption('Completed');
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('combobox', { name: /^Status of order/ })).toHaveValue('Pending');
  await expect(card.getByRole('button', { name: /^Delete order/ })).toHaveCount(0);

  // The edit panel: the total and Save stay at the screen's foot while the form is in view, and
  // what was typed survives leaving with Back and coming back with Forward.
  await check(page, `/admin/quotations/${seeded.quotationId}?edit=1`, (p) =>
    p.getByRole('region', { name: 'Edit Quotation' }),
  );
  await page.goto('/admin/quotations');
  const seededCard = page.locator('[data-row-card]').filter({ has: page.locator(`a[title="${seeded.quotationId}"]`) });
  await seededCard.getByRole('button', { name: /^Actions for quotation/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const panel = page.getByRole('region', { name: 'Edit Quotation' });
  await panel.getByLabel('Offered Price (₹)').scrollIntoViewIfNeeded();
  await panel.getByLabel('Offered Price (₹)').fill('512');
  const bar = page.getByTestId('edit-save-bar');
  await expect(bar.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
  await expect(bar.getByText(/^Total After Tax: ₹/)).toBeInViewport();
  await page.goBack();
  await expect(heading('Quotations')(page)).toBeVisible();
  await expect(panel).toHaveCount(0);
  await page.goForward();
  await expect(panel.getByLabel('Offered Price (₹)')).toHaveValue('512');
  await expect(panel.getByText('Your unsaved changes to this quotation were restored.')).toBeVisible();
});

test('on a desktop every page sits in the header’s column', async ({ page, request }) => {
  const seeded = await seed(request);
  await page.setViewportSize({ width: 1366, height: 800 });
  await logInAsAdmin(page);
  const paths = [
    '/admin',
    '/admin/orders',
    '/admin/quotations',
    `/admin/quotations/${seeded.quotationId}`,
    `/admin/orders/${seeded.orderId}`,
    '/admin/services',
    '/admin/users',
    `/admin/users/${seeded.customerId}`,
    '/admin/contacts',
    '/admin/activities',
    '/admin/profile',
    '/services',
    `/services/${seeded.serviceId}`,
  ];
  const header = (await page.locator('header > div').first().boundingBox())!;
  for (const path of paths) {
    await page.goto(path);
    const column = page.locator('[data-page-column]').first();
    await expect(column, `${path} has no page column`).toBeVisible();
    const box = (await column.boundingBox())!;
    expect([Math.round(box.x), Math.round(box.width)], path).toEqual([Math.round(header.x), Math.round(header.width)]);
  }
});
