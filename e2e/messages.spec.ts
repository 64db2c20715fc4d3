import { orderRef } from '@karigar/domain/order';
import { expect, test } from '@playwright/test';
import { logInAsAdmin, newAccount } from './support/accounts';
import { adminSession, apiSession, firstService, followUpAsAdmin, requestQuotation } from './support/api';

test("the owner sees the customer's messages as the customer reads them, by channel, and on the order", async ({
  page,
  request,
}) => {
  // A real flow mails the customer: the workshop prices their quotation, they accept, the order is confirmed.
  const customer = newAccount('Messages');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Car Denting and Painting');
  const quotationId = await requestQuotation(request, session, {
    service: service._id,
    quotationPrice: 9000,
    details: 'Scratch on the bonnet',
  });
  await followUpAsAdmin(request, quotationId, 9500, 'Polish included');
  const accepted = await request.patch(`/api/quotations/${quotationId}/action`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);
  const orderId = ((await accepted.json()) as { orderId: string }).orderId;
  const admin = await adminSession(request);
  const confirmed = await request.patch(`/api/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'Confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  const emailsOnly = page.waitForResponse(
    (answer) => answer.url().includes('/api/messages?') && answer.url().includes('channel=email'),
  );
  await page.getByLabel('Channel').selectOption({ label: 'Email' });
  expect((await emailsOnly).status()).toBe(200);
  const messages = page.getByTestId('message');
  const priced = messages.filter({ hasText: 'Polish included' });
  await expect(priced).toHaveCount(1);
  await expect(priced).toContainText(customer.email);
  await expect(priced).toContainText(`Hello ${customer.name}`);
  await expect(priced).toContainText('₹9,500.00');
  // Only emails are listed once the channel is chosen.
  await expect(messages.and(page.locator('[data-channel="email"]'))).toHaveCount(await messages.count());

  // On a phone the list fits the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(priced).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The order's page lists what its customer was told about it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText(orderRef(orderId).slice(1)).first()).toBeVisible();
  const section = page.locator('#messages');
  await expect(section.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  await expect(section.getByTestId('message').filter({ hasText: 'is now Confirmed' })).toHaveCount(1);
});
