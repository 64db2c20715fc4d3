import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { logIn, logInAsCustomer, newAccount, registerByApi } from './support/accounts';

test('a customer turns on two-factor authentication and logs in with a code', async ({ page, request }) => {
  const account = newAccount('Sunita');
  await registerByApi(request, account);
  await logInAsCustomer(page, account);

  const card = page
    .getByRole('region', { name: 'Two-factor authentication' })
    .or(page.locator('[aria-labelledby="mfa-heading"]'));
  await card.getByLabel('Your current password').fill(account.password);
  await card.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.locator('code').textContent())!.trim();
  await card.getByLabel('Authentication code').fill(await generate({ secret }));
  await card.getByRole('button', { name: 'Enable' }).click();
  await expect(card.getByRole('button', { name: 'Turn Off' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account.email, account.password);
  // The code that turned MFA on is spent: log in with the next one (accepted a step early).
  const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel('Verification code').fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
