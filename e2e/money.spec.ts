import { expect, test } from '@playwright/test';
import { logInAsAdmin, newAccount } from './support/accounts';
import { adminSession, apiSession, manualOrder } from './support/api';

// Payments are dated in a month no other spec records money in, so the day book's figures are this spec's own.
const DAY = '2025-03-10';

test('payments recorded by cash and UPI show in the day book, and what is left in the dues', async ({
  page,
  request,
}) => {
  const account = newAccount('Money Dues');
  const session = await apiSession(request, account, true);
  const orderId = await manualOrder(request, session.userId, 'Fiberglass Bathtub');

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  for (const [method, amount] of [
    ['cash', '1000'],
    ['upi', '500'],
  ] as const) {
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Method').selectOption(method);
    await dialog.getByLabel('Amount (₹)').fill(amount);
    await dialog.getByLabel('Date received').fill(DAY);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
  }

  // The job is done: what is left (₹21,240.00 less ₹1,500.00) is now due.
  const admin = await adminSession(request);
  for (const status of ['Confirmed', 'In Progress', 'Completed']) {
    const res = await request.patch(`/api/orders/${orderId}/status`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { status },
    });
    expect(res.status()).toBe(200);
  }

  await page.goto('/admin/money');
  await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2025-03-01');
  await page.getByLabel('To', { exact: true }).fill('2025-03-31');
  const dayBook = page.getByRole('table', { name: 'Day book' });
  const day = dayBook.getByRole('row').filter({ hasText: '10 Mar 2025' });
  await expect(day).toHaveText(/10 Mar 2025\s*₹1,000\.00\s*₹500\.00\s*₹0\.00\s*₹0\.00\s*₹0\.00\s*₹1,500\.00/);
  await expect(dayBook.getByRole('row').last()).toHaveText(
    /Total\s*₹1,000\.00\s*₹500\.00\s*₹0\.00\s*₹0\.00\s*₹0\.00\s*₹1,500\.00/,
  );

  const dues = page.getByRole('table', { name: 'Due by customer' });
  await expect(dues.getByRole('row').filter({ hasText: account.name })).toHaveText(
    new RegExp(`${account.name}\\s*1\\s*₹19,740\\.00\\s*₹0\\.00\\s*₹0\\.00\\s*₹19,740\\.00`),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Day book' })
      .getByRole('button', { name: /Export CSV/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^day-book-\d{4}-\d{2}-\d{2}\.csv$/);
});
