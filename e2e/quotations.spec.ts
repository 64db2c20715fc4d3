import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount, type Account } from './support/accounts';
import { adminSession, apiSession, firstService } from './support/api';

async function requestFromServicePage(page: Page, service: string, expected: string) {
  await page.goto('/services');
  await page.getByRole('link', { name: service }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  await page.getByRole('link', { name: 'Request Quotation' }).click();
  await expect(page.getByRole('heading', { name: 'Request a Quotation' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(service);
  await page.getByLabel('Expected Price (₹)').fill(expected);
  await page.getByLabel('Details').fill('Two scratches on the rear door');
  await page.getByRole('button', { name: 'Submit Quotation' }).click();
  await expect(page.getByText('Quotation requested successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/quotation-status$/);
  await page.getByRole('article', { name: service }).getByRole('link', { name: 'View Details' }).first().click();
  await expect(page.getByRole('heading', { name: 'Quotation Details' })).toBeVisible();
  return page.url().split('/').pop()!;
}

async function adminSendsFollowUp(page: Page, quotationId: string, price: string, note: string) {
  await logInAsAdmin(page);
  await page.goto(`/admin/quotations/${quotationId}`);
  const form = page.getByRole('form', { name: 'Send Follow-Up' });
  if (price) await form.getByLabel('New Price (₹)').fill(price);
  await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Send Follow-Up' }).click();
  await expect(page.getByText('Follow-up sent successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
}

async function customerActs(page: Page, account: Account, quotationId: string, action: 'Accept' | 'Reject') {
  await logInAsCustomer(page, account);
  await page.goto(`/user/quotations/${quotationId}`);
  await page.getByRole('button', { name: action, exact: true }).click();
  await page
    .getByRole('dialog', { name: `${action} Quotation` })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

test('a customer requests a quotation, the workshop revises it, the customer accepts and gets one order', async ({
  page,
  request,
}) => {
  const customer = newAccount('Quote');
  await apiSession(request, customer, true);
  await logInAsCustomer(page, customer);
  const quotationId = await requestFromServicePage(page, 'Car Denting and Painting', '10000');
  await page.getByRole('button', { name: 'Logout' }).click();

  await adminSendsFollowUp(page, quotationId, '11000', 'Includes rust treatment');

  await logInAsCustomer(page, customer);
  await page.goto(`/user/quotations/${quotationId}`);
  await expect(page.getByRole('region', { name: 'Negotiation History' })).toContainText('₹12,000.00 → ₹11,000.00');
  await expect(page.getByRole('table', { name: 'Follow-up History' })).toContainText('Includes rust treatment');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog', { name: 'Accept Quotation' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This quotation was accepted and converted to order')).toBeVisible();

  const session = await apiSession(request, customer);
  const orders = await request.get('/api/orders/my', { headers: { authorization: `Bearer ${session.token}` } });
  const body = (await orders.json()) as { orders: { quotationId: string; totalPrice: number }[] };
  const fromQuotation = body.orders.filter((o) => o.quotationId === quotationId);
  expect(fromQuotation).toHaveLength(1);
  expect(fromQuotation[0]!.totalPrice).toBe(12980);
});

test('a rejected quotation can be accepted only after a follow-up', async ({ page, request }) => {
  const customer = newAccount('Reject');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Fiberglass Roofing');
  const created = await request.post('/api/quotations/request', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { service: service._id, quotationPrice: 400, details: '200 sq ft shed roof', quantity: 200 },
  });
  expect(created.status()).toBe(201);
  const quotationId = ((await created.json()) as { quotation: { _id: string } }).quotation._id;

  await customerActs(page, customer, quotationId, 'Reject');
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Rejected');
  await expect(
    page.getByText('A rejected quotation can be accepted only after a follow-up from the workshop.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();

  await adminSendsFollowUp(page, quotationId, '', 'We can start next Monday');
  await customerActs(page, customer, quotationId, 'Accept');
  await expect(page.getByText('This quotation was accepted and converted to order')).toBeVisible();
  for (const name of ['Accept', 'Reject', 'Edit Request']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  const admin = await adminSession(request);
  const detail = await request.get(`/api/quotations/${quotationId}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(((await detail.json()) as { isConvertedToOrder: boolean }).isConvertedToOrder).toBe(true);
});

test("a customer's own change waits for the workshop before the price can be accepted", async ({ page, request }) => {
  const customer = newAccount('Edit');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Car Denting and Painting');
  const created = await request.post('/api/quotations/request', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { service: service._id, quotationPrice: 100, details: 'One scratch on the bumper' },
  });
  const quotationId = ((await created.json()) as { quotation: { _id: string } }).quotation._id;
  const admin = await adminSession(request);
  const priced = await request.put(`/api/quotations/${quotationId}/update`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { offeredPrice: 100 },
  });
  expect(priced.status()).toBe(200);

  await logInAsCustomer(page, customer);
  await page.goto(`/user/quotations/${quotationId}`);
  await page.getByRole('button', { name: 'Edit Request' }).click();
  const form = page.getByRole('form', { name: 'Edit Your Request' });
  await form.getByLabel('Quantity').fill('1000');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Waiting for the workshop');
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
  await expect(
    page.getByText('You can accept this quotation once the workshop has answered your changes.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await adminSendsFollowUp(page, quotationId, '', 'Same rate for 1000 pieces');
  await customerActs(page, customer, quotationId, 'Accept');
  await expect(page.getByText('This quotation was accepted and converted to order')).toBeVisible();
});

test('the quotations table pages, filters and searches for the admin', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/quotations');
  await expect(page.getByRole('heading', { name: 'Quotations' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ quotations|No quotations found\./)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Accepted' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-no-such-customer');
  await expect(page.getByText('No quotations found.')).toBeVisible();
});
