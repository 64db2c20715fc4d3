import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn, newAccount, type Account } from './support/accounts';
import { expectNoSidewaysScroll, usePreferences } from './support/a11y';
import { adminSession, apiSession, manualOrder } from './support/api';
import { textsFor } from './support/texts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff member the owner created (as on the users screen), reading the app in `language`. */
async function newStaff(request: APIRequestContext, language: 'en' | 'mr'): Promise<Account & { token: string }> {
  const account = newAccount('Staff');
  const owner = await adminSession(request);
  const created = await request.post('/api/users/create', {
    data: { ...account, role: 'staff' },
    headers: auth(owner.token),
  });
  expect(created.status()).toBe(201);
  const session = await apiSession(request, account);
  expect(
    (await request.put('/api/users/me/language', { data: { language }, headers: auth(session.token) })).status(),
  ).toBe(204);
  return { ...account, token: session.token };
}

/** A customer's order moved by the owner to the stage named `stage` (English). */
async function orderInStage(request: APIRequestContext, customerId: string, stage: string): Promise<string> {
  const orderId = await manualOrder(request, customerId, 'Car Denting and Painting');
  const owner = await adminSession(request);
  const stages = (await (await request.get('/api/workshop/stages', { headers: auth(owner.token) })).json()) as {
    stages: { id: string; nameEn: string }[];
  };
  const moved = await request.patch(`/api/orders/${orderId}/stage`, {
    data: { stageId: stages.stages.find((s) => s.nameEn === stage)?.id },
    headers: auth(owner.token),
  });
  expect(moved.status()).toBe(200);
  return orderId;
}

/** A small JPEG, as a phone's camera hands one over. */
const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#1f618d' } })
    .jpeg()
    .toBuffer();

const refOf = (orderId: string) => `#${orderId.slice(0, 8).toUpperCase()}`;

/** A new staff member, signed in on a 390 px phone in Marathi (on the board), and a job in Primer. */
async function staffOnPhoneWithJobInPrimer(page: Page, request: APIRequestContext) {
  const staff = await newStaff(request, 'mr');
  const customer = await apiSession(request, newAccount('Floor'), true);
  const orderId = await orderInStage(request, customer.userId, 'Primer');
  await page.setViewportSize({ width: 390, height: 844 });
  await usePreferences(page, 'light', 'mr');
  await logIn(page, staff.email, staff.password, 'mr');
  await expect(page).toHaveURL(/\/admin\/board$/);
  return { staff, orderId, ref: refOf(orderId) };
}

test('a staff member on a 390 px phone, in Marathi, moves a job on the board', async ({ page, request }) => {
  const { ref } = await staffOnPhoneWithJobInPrimer(page, request);
  await expect(page.getByRole('heading', { name: 'वर्कशॉपचा बोर्ड', level: 1 })).toBeVisible();
  const menu = page.getByRole('combobox', { name: `काम ${ref} या टप्प्यात हलवा` });
  await expect(menu).toHaveValue(/.+/);
  await expectNoSidewaysScroll(page, 'the board at 390 px in Marathi');
  await menu.selectOption({ label: 'रंगकाम' });
  await expect(page.getByText(`काम ${ref} «रंगकाम» टप्प्यात हलवले`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^रंगकाम/ }).locator('xpath=..')).toContainText(ref);

  // The job page: no money anywhere.
  await page.getByRole('link', { name: ref }).click();
  await expect(page.getByRole('heading', { name: `काम ${ref}` })).toBeVisible();
  await expect(page.getByText('₹')).toHaveCount(0);
});

test('a staff member on a 390 px phone, in Marathi, takes a photo on the job page and then moves the job', async ({
  page,
  request,
}) => {
  const mr = textsFor('mr');
  const { staff, orderId, ref } = await staffOnPhoneWithJobInPrimer(page, request);
  await page.goto(`/admin/jobs/${orderId}`);
  await expect(page.getByRole('heading', { name: `काम ${ref}` })).toBeVisible();

  const camera = page.getByLabel(mr('photos.take'));
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'primer.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(page.getByText(mr('photos.uploaded'))).toBeVisible();
  const alt = mr('photos.alt', { label: mr('photos.labels.progress'), n: '1' });
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the job page with its photo at 390 px in Marathi');

  await page.getByRole('combobox', { name: mr('floor.job.stage') }).selectOption({ label: 'रंगकाम' });
  await expect(page.getByText(`काम ${ref} «रंगकाम» टप्प्यात हलवले`)).toBeVisible();

  // The photo was taken at the stage the job was in then: Primer.
  const headers = auth(staff.token);
  const photos = (await (await request.get(`/api/orders/${orderId}/photos`, { headers })).json()) as {
    photos: { stageId: string | null }[];
  };
  const stages = (await (await request.get('/api/workshop/stages', { headers })).json()) as {
    stages: { id: string; nameEn: string }[];
  };
  expect(photos.photos.map((photo) => photo.stageId)).toEqual([stages.stages.find((s) => s.nameEn === 'Primer')?.id]);
});

test('a customer follows the job in Marathi, and its tracking link opens signed out', async ({
  page,
  browser,
  request,
}) => {
  const account = newAccount('Story');
  const registered = await request.post('/api/auth/register', { data: { ...account, language: 'mr' } });
  expect(registered.status()).toBe(201);
  const session = await apiSession(request, account);
  const orderId = await orderInStage(request, session.userId, 'Paint');

  await usePreferences(page, 'light', 'mr');
  await logIn(page, account.email, account.password, 'mr');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto(`/user/orders/${orderId}`);
  const story = page.locator('#story');
  await expect(story.getByRole('heading', { name: 'कामाची गोष्ट' })).toBeVisible();
  await expect(story.getByText('सध्या काम कुठे आहे')).toBeVisible();
  await expect(story.getByText('रंगकाम').first()).toBeVisible();
  await expect(story.getByText('ऑर्डर दिली')).toBeVisible();

  await story.getByRole('button', { name: 'ट्रॅकिंग लिंक बनवा' }).click();
  const link = await story.getByRole('textbox', { name: 'ट्रॅकिंग लिंक' }).inputValue();
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);

  // Someone without an account, reading English.
  const visitor = await browser.newContext();
  const signedOut = await visitor.newPage();
  await signedOut.goto(new URL(link).pathname);
  await expect(signedOut.getByRole('heading', { name: `Order ${refOf(orderId)}` })).toBeVisible();
  await expect(signedOut.getByText('Where it is now')).toBeVisible();
  await expect(signedOut.getByText('Paint').first()).toBeVisible();
  await expect(signedOut.getByText('₹')).toHaveCount(0);
  await expect(signedOut.getByText(account.email)).toHaveCount(0);

  // Revoked, the link says so.
  await story.getByRole('button', { name: 'लिंक रद्द करा' }).click();
  await expect(page.getByText('ट्रॅकिंग लिंक रद्द केली')).toBeVisible();
  await signedOut.reload();
  await expect(
    signedOut.getByText('This tracking link is not valid any more. Ask the workshop for a new one.'),
  ).toBeVisible();
  await visitor.close();
});

test('a staff token is refused on the money endpoints', async ({ request }) => {
  const staff = await newStaff(request, 'en');
  const customer = await apiSession(request, newAccount('Money'), true);
  const orderId = await manualOrder(request, customer.userId, 'Premium Car Polishing');
  for (const path of [
    '/api/orders',
    `/api/orders/${orderId}`,
    `/api/orders/${orderId}/payments`,
    `/api/orders/${orderId}/timeline`,
    `/api/invoices/${orderId}/pdf`,
    '/api/payments/history',
    '/api/orders/stats',
    '/api/quotations/admin',
    '/api/users',
  ]) {
    const res = await request.get(path, { headers: auth(staff.token) });
    expect(res.status(), path).toBe(403);
  }
  const job = await request.get(`/api/orders/${orderId}/job`, { headers: auth(staff.token) });
  expect(job.status()).toBe(200);
  expect(await job.text()).not.toMatch(/price|total|amount|email|phone/i);
});
