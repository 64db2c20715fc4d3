import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logIn, newAccount } from './support/accounts';
import { waitForMail } from './support/mail';

test('a new customer registers (signed in at once and welcomed by email), edits the profile with an avatar, logs out and back in', async ({
  page,
}) => {
  const account = newAccount('Asha');
  await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Phone').fill('9822012345');
  await page.getByLabel('Address').fill('Kothrud, Pune');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByText(`Welcome to Karigar, ${account.name}! Your account is ready.`)).toBeVisible();
  expect(await waitForMail(account.email, 'Welcome to Karigar')).toContain('/user/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();

  const avatar = path.join(os.tmpdir(), `avatar-${Date.now()}.png`);
  writeFileSync(
    avatar,
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer(),
  );
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Role')).toBeDisabled();
  await expect(page.getByLabel('New Password (optional)')).toBeVisible();
  await page.getByLabel('Profile Picture').setInputFiles(avatar);
  await page.getByLabel('Name').fill(`${account.name} Patil`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name} Patil!` })).toBeVisible();
  const picture = page.getByRole('img', { name: `Profile picture of ${account.name} Patil` }).first();
  await expect(picture).toHaveAttribute('src', /\/uploads\/avatars\/.+\.webp$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
