import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logInAsAdmin } from './support/accounts';

test('the admin from ADMIN_EMAIL logs in and lands on /admin with recent activities', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activities' })).toBeVisible();
  await expect(page.getByText(/logged in/).first()).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Orders by status' })
    .getByRole('link', { name: /^All orders/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
});

for (const path of ['/', '/login', '/register', '/forgot-password']) {
  test(`the public page ${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
