import { orderNumber } from '@karigar/domain/order';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount } from './support/accounts';
import { adminSession, apiSession, manualOrder, type Session } from './support/api';
import { waitForMail } from './support/mail';

/** The customer pays the whole order in the sandbox checkout, through the API the checkout page calls. */
async function payInSandbox(request: APIRequestContext, customer: Session, orderId: string) {
  const auth = { authorization: `Bearer ${customer.token}` };
  const created = await request.post('/api/payments/create-order', { headers: auth, data: { orderId } });
  expect(created.status()).toBe(200);
  const checkout = ((await created.json()) as { order: { id: string } }).order;
  const paid = await request.post('/api/payments/sandbox/pay', { data: { order_id: checkout.id } });
  const verified = await request.post('/api/payments/verify', {
    headers: auth,
    data: { ...((await paid.json()) as Record<string, string>), orderId },
  });
  expect(verified.status()).toBe(200);
}

test('a cancelled job paid online is refunded in the sandbox, its refund due clears, and its invoice gets a credit note', async ({
  page,
  browser,
  request,
}) => {
  const account = newAccount('Refunded payer');
  const customer = await apiSession(request, account, true);
  const orderId = await manualOrder(request, customer.userId, 'Fiberglass Bathtub');
  await payInSandbox(request, customer, orderId);
  const admin = await adminSession(request);
  const cancelled = await request.patch(`/api/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'Cancelled', refundNote: 'Refund online' },
  });
  expect(cancelled.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText('Refund due ₹21,240.00')).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('21240');
  await expect(dialog.getByLabel('How it goes back')).toHaveValue('online');
  await dialog.getByLabel('Reason').fill('Job cancelled before work began');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByText('Job cancelled before work began')).toBeVisible();
  await expect(page.getByText('Refund due ₹21,240.00')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The cancelled job's tax invoice is reversed in full by a credit note, whose PDF downloads.
  await page.getByRole('button', { name: 'Issue credit note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Issue a credit note' });
  await expect(noteDialog.getByLabel('Amount, GST included (₹)')).toHaveValue('21240');
  await noteDialog.getByLabel('Reason').fill('Job cancelled before work began');
  await noteDialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(noteDialog).toHaveCount(0);
  const saved = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download CN\// })
    .first()
    .click();
  expect((await saved).suggestedFilename()).toMatch(/^(credit-note-)?CN-\d{4}-\d{2}-\d{4}\.pdf$/);
  await expect(page.getByRole('button', { name: 'Issue credit note' })).toHaveCount(0);
  // The mail helper leaves UTF-8 bytes undecoded, so the text looked for avoids the rupee sign.
  await waitForMail(account.email, `21,240.00 for order #${orderNumber(orderId)} (Fiberglass Bathtub)`);

  // The customer sees the refund on their order, at desktop size.
  const customerContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const customerPage = await customerContext.newPage();
  await logInAsCustomer(customerPage, account);
  await customerPage.goto(`/user/orders/${orderId}`);
  await expect(customerPage.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(customerPage.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(customerPage.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await customerContext.close();
});
