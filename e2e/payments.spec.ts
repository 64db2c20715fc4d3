import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logInAsCustomer, newAccount } from './support/accounts';
import { apiSession, manualOrder } from './support/api';
import { pdfText } from '../apps/api/test/pdf-text';

async function customerWithOrder(page: Page, request: Parameters<typeof apiSession>[0], service: string) {
  const account = newAccount('Payer');
  const session = await apiSession(request, account, true);
  const orderId = await manualOrder(request, session.userId, service);
  await logInAsCustomer(page, account);
  await page.goto(`/user/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  return orderId;
}

test('a customer pays an order in the sandbox checkout and sees the paid view', async ({ page, request }) => {
  await customerWithOrder(page, request, 'Premium Car Polishing');
  await expect(page.getByText('Sandbox — no real money')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText('Sandbox — no real money');
  await expect(checkout).toContainText('₹4,130.00');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText('Payments received')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Receipt R-[0-9A-F]{8}$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expect(page.getByText('Sandbox — no real money')).toBeVisible();
});

test('a failed payment offers a retry, and the retry succeeds', async ({ page, request }) => {
  await customerWithOrder(page, request, 'Fiberglass Planter Pots');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText('Payment declined by the bank (sandbox)').first()).toBeVisible();
  const retry = page.getByRole('dialog', { name: 'Retry Payment' });
  await expect(retry).toContainText('Your last payment attempt failed. Do you want to try again?');
  await retry.getByRole('button', { name: 'Yes' }).click();
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText('Payments received')).toBeVisible();
});

test('closing the checkout window asks to retry and leaves the order payable', async ({ page, request }) => {
  await customerWithOrder(page, request, 'Fiberglass Roofing');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Payment window closed')).toBeVisible();
  const retry = page.getByRole('dialog', { name: 'Retry Payment' });
  await expect(retry).toContainText('Your last payment attempt failed. Do you want to try again?');
  await retry.getByRole('button', { name: 'No' }).click();
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry Payment' })).toBeVisible();
});

test('the invoice downloads in English and in Marathi', async ({ page, request }) => {
  const orderId = await customerWithOrder(page, request, 'Fiberglass Bathtub');
  const texts: Record<string, string> = {};
  for (const language of ['en', 'mr'] as const) {
    if (language === 'mr') {
      await page.getByRole('button', { name: 'Choose language' }).first().click();
      await page.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }).click();
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        // The Marathi label appears once the Marathi bundle has loaded: clicking before would download in English.
        .locator('button', { hasText: language === 'mr' ? /बीजक/ : /Download Invoice/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
    const file = test.info().outputPath(`${language}.pdf`);
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    texts[language] = await pdfText(readFileSync(file));
  }
  expect(texts['en']).toContain('Proforma Invoice');
  expect(texts['en']).toContain('Fiberglass Bathtub');
  expect(texts['en']).toContain('Rupees Twenty-One Thousand Two Hundred Forty');
  expect(texts['mr']).toMatch(/बीजक/);
  expect(texts['mr']).toContain('रुपये');
});
