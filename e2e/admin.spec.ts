import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logInAsAdmin } from './support/accounts';

test('the admin from ADMIN_EMAIL logs in and lands on /admin with recent activities', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activities' })).toBeVisible();
  await expect(page.getByText(/logged in/).first()).toBeVisible();
  await expect(page.getByTestId('total-users')).toHaveText(/\d+/);
  await expect(page.getByRole('link', { name: 'Manual Order' }).first()).toBeVisible();
  const manage = page.getByRole('navigation', { name: 'Manage' });
  for (const name of ['Quotations', 'Services', 'Manual Order'])
    await expect(manage.getByRole('link', { name })).toBeVisible();
  await manage.getByRole('link', { name: /^Orders/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
});

test('the admin edits their own profile on /admin', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Role')).toBeDisabled();
  await page.getByLabel('Phone').fill('+91 98220 12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('+91 98220 12345')).toBeVisible();
});

for (const path of ['/', '/login', '/register', '/forgot-password']) {
  test(`the public page ${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
