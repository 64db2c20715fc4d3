import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { logInAsCustomer, newAccount } from './support/accounts';
import { adminSession, apiSession, firstService } from './support/api';
import { pdfText } from '../apps/api/test/pdf-text';

async function savedText(download: Download, name: string): Promise<string> {
  const file = test.info().outputPath(name);
  await download.saveAs(file);
  return pdfText(readFileSync(file));
}

async function downloadDocument(page: Page, name: RegExp): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return download;
}

test('an advance paid online gets a receipt voucher, and the final invoice adjusts it', async ({ page, request }) => {
  const account = newAccount('Advance');
  const session = await apiSession(request, account, true);
  const admin = await adminSession(request);
  const service = await firstService(request, 'Fiberglass Bathtub');
  const created = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { userId: session.userId, serviceId: service._id, quantity: 1, advancePercentage: 50 },
  });
  expect(created.status()).toBe(201);
  const orderId = ((await created.json()) as { order: { _id: string } }).order._id;

  await logInAsCustomer(page, account);
  await page.goto(`/user/orders/${orderId}`);
  // ₹18,000 + 18 % GST = ₹21,240; half of it is asked first.
  await expect(page.getByText('Advance due: ₹10,620.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay advance ₹10,620.00' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toContainText('₹10,620.00');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Advance due')).toHaveCount(0);

  const voucher = await downloadDocument(page, /^Download RV\//);
  expect(voucher.suggestedFilename()).toMatch(/^RV-\d{4}-\d{2}-\d{4}\.pdf$/);
  const voucherText = await savedText(voucher, 'voucher.pdf');
  expect(voucherText).toContain('Receipt Voucher');
  expect(voucherText).toContain('Advance received ₹10,620.00');
  expect(voucherText).toContain('Taxable value ₹9,000.00');

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const invoiceText = await savedText(await downloadDocument(page, /^Download INV\//), 'invoice.pdf');
  expect(invoiceText).toContain('Advances adjusted (receipt vouchers)');
  expect(invoiceText).toContain('Balance payable ₹10,620.00');
});
