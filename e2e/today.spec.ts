import { expect, test } from '@playwright/test';
import { logInAsAdmin } from './support/accounts';
import { seed } from './support/seed';

test("on a phone the owner's home is the Today list, each item opening its page", async ({ page, request }) => {
  await seed(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  await page.goto('/admin');
  const today = page.getByRole('region', { name: 'Today', exact: true });
  await expect(today).toBeVisible();
  for (const section of ['Requests to price', 'Waiting for the customer', 'Open jobs', 'Money due', 'New enquiries'])
    await expect(today.getByRole('heading', { name: new RegExp(`^${section}`) })).toBeVisible();

  // The seeded order is open and unpaid, its enquiry new. Orders sit in the owner's phone menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  const jobs = today.getByRole('region', { name: /^Open jobs/ });
  // A busy list also links to all orders; the first job is the first link to one order.
  const job = jobs.locator('a[href^="/admin/orders/"]').first();
  await expect(job).toHaveAttribute('href', /^\/admin\/orders\/[0-9a-f-]{36}$/);
  await job.click();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toBeVisible();
});
