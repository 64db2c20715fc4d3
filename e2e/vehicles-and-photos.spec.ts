import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logInAsAdmin, logInAsCustomer, newAccount } from './support/accounts';
import { apiSession, firstService, manualOrder } from './support/api';
import { textsFor } from './support/texts';

const t = textsFor('en');
const phone = { width: 390, height: 844 };

/** A small JPEG, as a phone's camera would hand over. */
const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#b03a2e' } })
    .jpeg()
    .toBuffer();

test('a customer adds a vehicle and asks for a quotation on it with a photo', async ({ page, request }) => {
  const customer = newAccount('Vehicle');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Fiberglass Roofing');
  await logInAsCustomer(page, customer);

  await page.goto('/user/vehicles');
  await page.getByRole('button', { name: t('vehicles.add') }).click();
  await page.getByLabel(t('vehicles.registration')).fill('mh 12 ab 1234');
  await page.getByLabel(t('vehicles.make')).fill('Maruti');
  await page.getByLabel(t('vehicles.model')).fill('Swift');
  await page.getByRole('button', { name: t('vehicles.save') }).click();
  await expect(page.getByText('MH 12 AB 1234 · Maruti Swift')).toBeVisible();

  await page.goto(`/quotation-form?service=${service._id}`);
  await page.getByLabel(t('vehicles.picker')).selectOption({ label: 'MH 12 AB 1234 · Maruti Swift' });
  await page.getByLabel(/^Expected total price/).fill('400');
  await page
    .getByLabel(t('photos.add'))
    .setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(
    page.getByRole('img', { name: t('photos.alt', { label: t('photos.labels.before'), n: '1' }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('quotations.request.submit') }).click();
  await expect(page).toHaveURL(/\/quotation-status$/);

  const headers = { authorization: `Bearer ${session.token}` };
  const list = (await (await request.get('/api/quotations/user', { headers })).json()) as {
    quotations: { _id: string; vehicle: { registration: string } | null }[];
  };
  const [quotation] = list.quotations;
  expect(quotation?.vehicle?.registration).toBe('MH 12 AB 1234');
  const photos = (await (await request.get(`/api/quotations/${quotation?._id}/photos`, { headers })).json()) as {
    photos: unknown[];
  };
  expect(photos.photos).toHaveLength(1);
});

test('the owner takes a photo of a job on a 390 px phone', async ({ page, request }) => {
  const customer = newAccount('Photo');
  const session = await apiSession(request, customer, true);
  const orderId = await manualOrder(request, session.userId, 'Fiberglass Planter Pots');
  await page.setViewportSize(phone);
  await logInAsAdmin(page);

  await page.goto(`/admin/orders/${orderId}`);
  await page.getByLabel(t('photos.label')).selectOption('after');
  const camera = page.getByLabel(t('photos.take'));
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'finished.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(page.getByRole('status').filter({ hasText: t('photos.uploaded') })).toBeVisible();
  const photo = page.getByRole('img', { name: t('photos.alt', { label: t('photos.labels.after'), n: '1' }) });
  await expect(photo).toBeVisible();
  // The served image loads (it is lazy: scrolled to first).
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
