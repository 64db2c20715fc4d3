import { expect, test } from '@playwright/test';
import { logInAsAdmin, newAccount } from './support/accounts';
import { apiSession, manualOrder } from './support/api';

test("a signed-out visitor on a phone pays a customer's balance through the admin's pay link", async ({
  page,
  browser,
  request,
}) => {
  const customer = await apiSession(request, newAccount('Link payer'), true);
  const orderId = await manualOrder(request, customer.userId, 'Fiberglass Roofing');

  await logInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  const reminders = page.getByRole('region', { name: 'Payment reminders' });
  await expect(reminders.getByText('No reminders sent yet.')).toBeVisible();
  await reminders.getByRole('button', { name: 'Make pay link' }).click();
  const link = new URL(await reminders.getByLabel('Pay link').inputValue());
  expect(link.pathname).toMatch(/^\/pay\/[\w-]{43}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await phone.newPage();
  await visitor.goto(link.pathname);
  await expect(visitor.getByRole('heading', { name: 'Pay your balance' })).toBeVisible();
  await expect(visitor.getByText(`#${orderId.slice(0, 8).toUpperCase()}`)).toBeVisible();
  const pay = visitor.getByRole('button', { name: /^Pay ₹[\d,]+\.\d\d$/ });
  const amount = ((await pay.textContent()) ?? '').replace('Pay ', '');
  const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await pay.click();
  const checkout = visitor.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toContainText(amount);
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(visitor.getByText('Thank you!')).toBeVisible();
  await expect(visitor.getByText('Your payment is received.', { exact: false })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('This order is paid. Thank you!')).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByText('Payment status: Paid')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment reminders' }).getByRole('button')).toHaveCount(0);
});
