import { expect, test } from '@playwright/test';
import { logInAsAdmin, newAccount } from './support/accounts';
import { waitForMail } from './support/mail';

test('the admin creates a customer, edits them, finds them by search and role, and deletes them', async ({ page }) => {
  const person = newAccount('Walk In');
  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  // Created without a password: a set-password link is mailed to them.
  await page.getByRole('link', { name: 'New user' }).click();
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill('98220 55555');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  expect(await waitForMail(person.email, '/reset-password/')).toContain('Set your Karigar password');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue(person.name);
  await page.getByLabel('Address').fill('Shop 4, Hadapsar, Pune');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page.getByText('Shop 4, Hadapsar, Pune')).toBeVisible();

  await page.getByRole('link', { name: 'Back to users' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('55555');
  const row = page.getByRole('row', { name: new RegExp(person.name) });
  await expect(row).toBeVisible();
  await expect(page.getByText('Total Users: 1')).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await expect(page.getByText('No users found.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('user');
  await expect(row).toBeVisible();

  // At 390 px each user is a card with its actions in reach; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const card = page.locator('[data-row-card]').filter({ hasText: person.name });
  // Delete is not on every row: it sits in the person's page's overflow menu.
  await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await card.getByRole('link', { name: `View ${person.name}` }).click();
  await page.getByRole('button', { name: `More actions for ${person.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete account…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('55555');
  await expect(page.getByText('No users found.')).toBeVisible();
});
