import { expect, test } from '@playwright/test';
import { logIn, newAccount, registerByApi } from './support/accounts';
import { waitForMail } from './support/mail';

test('a customer resets a forgotten password through the emailed link', async ({ page, request }) => {
  const account = newAccount('Ravi');
  await registerByApi(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, a password reset link has been sent.'),
  ).toBeVisible();

  const mail = await waitForMail(account.email, '/reset-password/');
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  const newPassword = 'Brand-new-pass-42';
  await page.goto(link!);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Go to login' }).click();

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
