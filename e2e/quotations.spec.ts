import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount, type Account } from './support/accounts';
import { adminSession, apiSession, firstService, manualOrder } from './support/api';

async function requestFromServicePage(page: Page, service: string, expected: string) {
  await page.goto('/services');
  await page.getByRole('link', { name: service }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  await page.getByRole('link', { name: 'Request Quotation' }).click();
  await expect(page.getByRole('heading', { name: 'Request a Quotation' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(service);
  await page.getByLabel('Expected total price (₹, incl. GST)').fill(expected);
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
  if (price) await form.getByLabel('New price per unit (₹)').fill(price);
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

test('a customer requests a quotation, the workshop revises it, the customer accepts, pays from the banner and gets one order', async ({
  page,
  request,
}) => {
  const customer = newAccount('Quote');
  await apiSession(request, customer, true);
  await logInAsCustomer(page, customer);
  const quotationId = await requestFromServicePage(page, 'Car Denting and Painting', '10000');
  const pricing = page.getByRole('region', { name: 'Pricing Breakdown' });
  await expect(pricing).toContainText("Awaiting the workshop's price");
  await expect(pricing).toContainText('Your expected price₹10,000.00');
  await expect(pricing).not.toContainText('Offered Price');
  await page.getByRole('button', { name: /^Accept list price ₹[\d,]+\.\d{2} \(incl\. GST\)$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Accept Quotation' })).toContainText(
    /The workshop has not priced this quotation yet: the order is placed at the list price\. Order: 1 × ₹[\d,.]+\. You will pay ₹[\d,.]+ \(incl\. GST\)\./,
  );
  await page.getByRole('dialog', { name: 'Accept Quotation' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  await logInAsAdmin(page);
  await page.goto(`/admin/quotations/${quotationId}`);
  const followUp = page.getByRole('form', { name: 'Send Follow-Up' });
  await followUp.getByLabel('New price per unit (₹)').fill('11000');
  await expect(followUp).toContainText('Total for 1 × ₹11,000.00₹12,980.00');
  await followUp.getByRole('button', { name: 'Cancel' }).click();
  await expect(followUp.getByLabel('New price per unit (₹)')).toHaveValue('');
  await page.getByRole('button', { name: 'Logout' }).click();

  await adminSendsFollowUp(page, quotationId, '11000', 'Includes rust treatment');

  await logInAsCustomer(page, customer);
  await page.goto(`/user/quotations/${quotationId}`);
  await expect(page.getByRole('region', { name: 'Latest note from the workshop' })).toContainText(
    'Includes rust treatment',
  );
  await page.locator('summary', { hasText: 'History' }).click();
  await expect(page.getByRole('region', { name: 'Negotiation History' })).toContainText('₹12,000.00 → ₹11,000.00');
  await expect(page.getByRole('table', { name: 'Follow-up History' })).toContainText('Includes rust treatment');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog', { name: 'Accept Quotation' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This quotation was accepted and converted to order')).toBeVisible();

  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]+#payment$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Payment');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page
    .getByRole('dialog', { name: 'Sandbox checkout' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();

  await page.goto('/user/dashboard');
  await expect(page.getByRole('region', { name: 'Open quotations' })).toContainText('No open quotations.');
  await expect(page.getByRole('region', { name: 'Unpaid orders' })).toContainText('Nothing to pay.');
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent).toContainText('Car Denting and Painting · ₹12,980.00 · Paid');
  await recent.getByRole('listitem').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Payments received')).toBeVisible();

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
  await expect(page.getByRole('region', { name: 'Fiberglass Roofing' })).toContainText('Rejected');
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
  await expect(page.getByRole('region', { name: 'Car Denting and Painting' })).toContainText(
    'Waiting for the workshop',
  );
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

test("the customer's quotations list pages ten at a time, and its table view shows the same page", async ({
  page,
  request,
}) => {
  const customer = newAccount('Pages');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Fiberglass Roofing');
  for (let i = 1; i <= 12; i++) {
    const created = await request.post('/api/quotations/request', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { service: service._id, quotationPrice: 400, details: `Shed ${i}`, quantity: i },
    });
    expect(created.status()).toBe(201);
  }
  await logInAsCustomer(page, customer);
  await page.goto('/user/quotation-status');
  await expect(page.getByText('Showing 1 to 10 of 12 quotations')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('article').first()).toContainText('Your expected price');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11 to 12 of 12 quotations')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('link', { name: 'View as table' }).click();
  await expect(page).toHaveURL(/\/user\/quotations\/user\?page=2$/);
  await expect(page.getByText('Showing 11 to 12 of 12 quotations')).toBeVisible();
  await page.getByRole('link', { name: 'View as list' }).click();
  await expect(page).toHaveURL(/\/user\/quotation-status\?page=2$/);
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.goto('/user/dashboard');
  const open = page.getByRole('region', { name: 'Open quotations' });
  await expect(open.getByRole('listitem')).toHaveCount(5);
  await open.getByRole('link', { name: 'All open quotations' }).click();
  await expect(page.getByText('Showing 1 to 10 of 12 quotations')).toBeVisible();
});

test('the dashboard lists an unpaid order with Pay, which opens its payment', async ({ page, request }) => {
  const customer = newAccount('Unpaid');
  const session = await apiSession(request, customer, true);
  const orderId = await manualOrder(request, session.userId, 'Premium Car Polishing');
  await logInAsCustomer(page, customer);
  const unpaid = page.getByRole('region', { name: 'Unpaid orders' });
  await expect(unpaid).toContainText('Premium Car Polishing · ₹4,130.00 · Pending');
  await unpaid.getByRole('link', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/user/orders/${orderId}#payment$`));
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
});
