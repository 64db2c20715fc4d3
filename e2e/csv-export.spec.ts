import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { logInAsAdmin, newAccount } from './support/accounts';
import { apiSession, manualOrder } from './support/api';

/** Clicks 'Export CSV' and answers the download and its text (the byte order mark kept). */
async function exportCsv(page: Page): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const file = await download.path();
  return { download, text: (await readFile(file)).toString('utf8') };
}

test('an admin exports the orders a search finds, as a CSV with Marathi names intact', async ({ page, request }) => {
  const account = newAccount('Export');
  const customer = { ...account, name: `आशा पाटील ${account.email.slice(7, 15)}` };
  const session = await apiSession(request, customer, true);
  await manualOrder(request, session.userId, 'Fiberglass Planter Pots');
  await manualOrder(request, session.userId, 'Premium Car Polishing');

  await logInAsAdmin(page);
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer.email);
  await expect(page.getByText('Showing 1 to 2 of 2 orders')).toBeVisible();

  const { download, text } = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header?.split(',').slice(0, 6)).toEqual(['Reference', 'Created (IST)', 'Customer', 'Email', 'Phone', 'Service']);
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row).toContain(`,${customer.name},${customer.email},`);
  expect(rows[0]).toContain(',Premium Car Polishing,');
  expect(rows[1]).toContain(',Fiberglass Planter Pots,');

  await page.goto('/admin/quotations');
  await expect(page.getByRole('heading', { name: 'Quotations' })).toBeVisible();
  const quotations = await exportCsv(page);
  expect(quotations.download.suggestedFilename()).toMatch(/^quotations-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(quotations.text.slice(1).split('\r\n')[0]).toMatch(/^Reference,Created \(IST\),Customer,Email,Phone,Service,/);
});
