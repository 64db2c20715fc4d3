import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn, logInAsCustomer, newAccount, registerByApi } from './support/accounts';
import { waitForMail } from './support/mail';

test('a customer changes their email through the link sent to the new address', async ({ page, request }) => {
  const account = newAccount('Meera');
  const newEmail = `new-${account.email}`;
  await registerByApi(request, account);
  await logInAsCustomer(page, account);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Current password', { exact: true })).toBeHidden();
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText(`We sent a confirmation link to ${newEmail}. Your email changes once you open it.`),
  ).toBeVisible();

  const notice = await waitForMail(account.email, 'about to change');
  expect(notice).toContain(newEmail);
  expect(notice).not.toContain('/confirm-email/');
  const mail = await waitForMail(newEmail, '/confirm-email/');
  const link = mail.match(/https?:\/\/[^\s"<>]+\/confirm-email\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByText(newEmail).first()).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await expect(page.getByText('This email confirmation link is invalid or has expired.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, newEmail, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
