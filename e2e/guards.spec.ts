import { expect, test } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount, registerByApi } from './support/accounts';

test('a visitor without a login is sent to /login', async ({ page }) => {
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer opening an admin page is sent to /unauthorized', async ({ page, request }) => {
  const account = newAccount();
  await registerByApi(request, account);
  await logInAsCustomer(page, account);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test("an admin opening the customer's dashboard is sent to /admin, and reaches their profile from there", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('main').getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
});

test('unknown paths show the not-found page and deep links load the app', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});
