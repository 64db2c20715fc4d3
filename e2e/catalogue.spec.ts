import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logInAsAdmin } from './support/accounts';

test('visitors browse and search the seeded catalogue, in English and Marathi', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Our Services' });
  await expect(list.getByRole('link', { name: 'Fiberglass Bathtub' }).first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(7);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('roof');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('₹450 / sq ft + 18% GST');
  await page.getByRole('button', { name: 'Choose language' }).first().click();
  await page.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }).click();
  await expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
});

test('an admin adds a service with an image, edits it and removes it', async ({ page }) => {
  const image = path.join(os.tmpdir(), `service-${Date.now()}.png`);
  writeFileSync(
    image,
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  const name = `Scooter panel repair ${Date.now()}`;

  await logInAsAdmin(page);
  await page.goto('/admin/services');
  await expect(page.getByTestId('total-services')).toHaveText(/\d+/);
  await page.getByRole('link', { name: 'Add Service' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Marathi Name').fill('स्कूटर पॅनेल दुरुस्ती');
  await page.getByLabel('Description', { exact: true }).fill('Cracked scooter panels rebuilt in fiberglass.');
  await page.getByLabel('Price (₹)').fill('2500');
  await page.getByLabel('Image').setInputFiles(image);
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByText('Service created successfully')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search services' }).fill('Scooter panel');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByLabel('Price (₹)').fill('2750');
  await page.getByLabel('Price per').selectOption({ label: 'panel' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Service updated successfully')).toBeVisible();

  await page.goto('/services');
  await page.getByRole('searchbox', { name: 'Search services' }).fill('Scooter panel');
  await expect(page.getByRole('list', { name: 'Our Services' })).toContainText('₹2,750 / panel + 18% GST');

  await page.goto('/admin/services');
  await page.getByRole('searchbox', { name: 'Search services' }).fill('Scooter panel');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete service?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted successfully')).toBeVisible();
});
