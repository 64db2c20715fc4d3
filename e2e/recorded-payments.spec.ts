import { orderNumber } from '@karigar/domain/order';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { logInAsAdmin, newAccount } from './support/accounts';
import { apiSession, manualOrder } from './support/api';
import { E2E_ADMIN } from './support/env';
import { waitForMail } from './support/mail';
import { pdfText } from '../apps/api/test/pdf-text';

test('a cash payment recorded on an unpaid order makes its invoice a tax invoice', async ({ page, request }) => {
  const account = newAccount('Cash payer');
  const session = await apiSession(request, account, true);
  const orderId = await manualOrder(request, session.userId, 'Fiberglass Bathtub');
  const ref = orderNumber(orderId);

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText('Payment status: Not paid yet')).toBeVisible();
  await expect(page.getByText('No payments yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByLabel('Method')).toHaveValue('cash');
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('21240');
  await dialog.getByLabel('Reference (optional)').fill('Counter receipt 17');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText('Payment status: Paid')).toBeVisible();
  await expect(page.getByText('Counter receipt 17')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The mail helper leaves UTF-8 bytes undecoded, so the texts looked for avoid the rupee sign.
  const receipt = await waitForMail(account.email, `21,240.00 for order #${ref} (Fiberglass Bathtub)`);
  const invoiceNumber = /Invoice number: (INV\/\S+)/.exec(receipt)?.[1];
  expect(invoiceNumber).toBeTruthy();
  await waitForMail(E2E_ADMIN.email, `21,240.00 for order #${ref} (cash, recorded by`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .locator('button', { hasText: /Download Invoice/ })
      .first()
      .click(),
  ]);
  const file = test.info().outputPath('invoice.pdf');
  await download.saveAs(file);
  const text = await pdfText(readFileSync(file));
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(invoiceNumber!);
  expect(text).toContain('Counter receipt 17');
  expect(text).toContain('Payments received');
  expect(text).toMatch(/Cash · Receipt R-[0-9A-F]{8} ₹21,240\.00/);

  const [receiptDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Receipt R-[0-9A-F]{8}$/ }).click(),
  ]);
  expect(receiptDownload.suggestedFilename()).toMatch(/^receipt-R-[0-9A-F]{8}\.pdf$/);
  const receiptFile = test.info().outputPath('receipt.pdf');
  await receiptDownload.saveAs(receiptFile);
  const receiptText = await pdfText(readFileSync(receiptFile));
  expect(receiptText).toContain('Payment Receipt');
  expect(receiptText).toContain(`Order: #${ref}`);
  expect(receiptText).toContain('Paid by Cash');
  expect(receiptText).toContain('Amount received ₹21,240.00');

  // The orders table, at desktop size (phones show the same rows as cards).
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/admin/orders');
  await page.getByRole('combobox', { name: 'Payment' }).selectOption('paid');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: ref }) });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('₹21,240.00 paid');
});
