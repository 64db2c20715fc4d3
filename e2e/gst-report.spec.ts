import { indiaMonth } from '@karigar/domain/gst-report';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkPage } from './support/a11y';
import { logInAsAdmin, newAccount } from './support/accounts';
import { adminSession, apiSession, manualOrder } from './support/api';

test('an admin opens the month’s GST report with a paid job in it and downloads a section as CSV', async ({
  page,
  request,
}) => {
  // A job paid in cash today: its tax invoice falls in this month's return.
  const session = await apiSession(request, newAccount('GST report customer'), true);
  const orderId = await manualOrder(request, session.userId, 'Fiberglass Bathtub');
  const admin = await adminSession(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const order = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as { totalAmount: number };
  const paid = await request.post(`/api/orders/${orderId}/payments`, {
    headers,
    data: { method: 'cash', amount: order.totalAmount, paidAt: indiaDate(new Date()) },
  });
  expect(paid.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'GST returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();

  await page.getByLabel('Month').fill(indiaMonth(new Date()));
  const small = page.getByRole('region', { name: 'B2C small' });
  await expect(small.getByText('27-Maharashtra').first()).toBeVisible();
  await expect(small.getByTestId('gst-total-b2cs')).toContainText('Total: taxable value ₹');
  await expect(page.getByRole('region', { name: 'GSTR-3B 3.1(a): outward taxable supplies' })).toContainText(
    'Taxable value',
  );
  await checkPage(page, 'GST report on a phone');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    small.getByRole('button', { name: 'Download B2CS CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gstr1-\d{4}-\d{2}-b2cs-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = test.info().outputPath('b2cs.csv');
  await download.saveAs(file);
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(
    'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  );
  expect(lines).toContainEqual(expect.stringMatching(/^OE,27-Maharashtra,,18,\d+\.\d{2},0\.00,$/));

  await page.setViewportSize({ width: 1366, height: 800 });
  await checkPage(page, 'GST report on a desktop');
});
