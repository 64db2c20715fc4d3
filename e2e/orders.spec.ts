import { expect, test } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount, registerByApi } from './support/accounts';
import { adminSession, apiSession, firstService, manualOrder } from './support/api';

test('an admin creates a manual order for a customer, who then sees it in their orders', async ({ page, request }) => {
  const customer = newAccount('Manual');
  await apiSession(request, customer, true);

  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Manual Order' }).click();
  await expect(page.getByRole('heading', { name: 'Manual Order' })).toBeVisible();
  await page.getByLabel('Find customer').fill(customer.email);
  const picker = page.getByRole('combobox', { name: 'Customer' });
  await expect(picker.getByRole('option', { name: `${customer.name} (${customer.email})` })).toBeAttached();
  await picker.selectOption({ label: `${customer.name} (${customer.email})` });
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Premium Car Polishing (₹3,500.00)' });
  await page.getByLabel('Quantity').fill('2');
  await expect(page.getByRole('heading', { name: 'Price Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await logInAsCustomer(page, customer);
  await page.getByRole('button', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/user\/my-orders$/);
  await expect(page.getByText('Total Orders: 1 (Showing only your orders)')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('₹8,260.00');
  await expect(page.getByRole('button', { name: /Delete order/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Origin' })).toHaveCount(0);

  // A table from md up; one card per order on a phone.
  for (const width of [768, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(width >= 768 ? page.getByRole('table') : page.locator('[data-row-card]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'My Quotations' })).toHaveAttribute(
    'href',
    '/user/quotations/user',
  );
});

test('an admin finds an order, changes its status and the customer sees it', async ({ page, request }) => {
  const customer = newAccount('Status');
  const session = await apiSession(request, customer, true);
  await manualOrder(request, session.userId, 'Fiberglass Planter Pots');

  await logInAsAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer.email);
  await expect(page.getByText('Showing 1 to 1 of 1 orders')).toBeVisible();
  await page.getByRole('combobox', { name: /^Status of order/ }).selectOption('Confirmed');
  await expect(page.getByText('Order status updated to Confirmed!')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await logInAsCustomer(page, customer);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/user\/my-orders$/);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Status History' }).or(page.getByText('Pending → Confirmed')),
  ).toContainText('Pending → Confirmed');
});

test('an admin moves an unpaid order back from Completed after confirming, and its history keeps every move', async ({
  page,
  request,
}) => {
  const customer = newAccount('Reopen');
  const session = await apiSession(request, customer, true);
  const orderId = await manualOrder(request, session.userId, 'Fiberglass Planter Pots');

  await logInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  const status = page.getByRole('combobox', { name: 'Or set any status' });
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await status.selectOption('Completed');
  await dialog.getByRole('button', { name: 'Yes, mark Completed' }).click();
  await expect(page.getByText('Order status updated to Completed!')).toBeVisible();
  await expect(status.getByRole('option')).toHaveText([
    'Pending',
    'Confirmed',
    'In Progress',
    'Completed',
    'Cancelled',
  ]);

  await status.selectOption('Pending');
  await expect(dialog).toContainText('This order is Completed. Moving it back reopens it.');
  await dialog.getByRole('button', { name: 'Yes, mark Pending' }).click();
  await expect(page.getByText('Order status updated to Pending!')).toBeVisible();
  await expect(status).toHaveValue('Pending');
  await expect(page.getByText('Pending → Completed')).toBeVisible();
  await expect(page.getByText('Completed → Pending')).toBeVisible();
});

test('an order with a payment on it is cancelled only with a refund note and never offered Pending again', async ({
  page,
  request,
}) => {
  const customer = newAccount('Refund');
  const session = await apiSession(request, customer, true);
  const orderId = await manualOrder(request, session.userId, 'Fiberglass Planter Pots');
  const admin = await adminSession(request);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const recorded = await request.post(`/api/orders/${orderId}/payments`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { method: 'cash', amount: 100, paidAt: today },
  });
  expect(recorded.status()).toBe(201);

  await logInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  const status = page.getByRole('combobox', { name: 'Or set any status' });
  await status.selectOption('Confirmed');
  await expect(page.getByText('Order status updated to Confirmed!')).toBeVisible();
  await expect(status.getByRole('option', { name: 'Pending' })).toHaveCount(0);

  await status.selectOption('Cancelled');
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await dialog.getByRole('button', { name: 'Yes, mark Cancelled' }).click();
  await expect(dialog.getByText('Write a refund note to cancel an order with a payment on it.')).toBeVisible();
  await dialog.getByLabel('Refund note').fill('Returned ₹100 in cash at the counter');
  await dialog.getByRole('button', { name: 'Yes, mark Cancelled' }).click();
  await expect(page.getByText('Order status updated to Cancelled!')).toBeVisible();
  await expect(status.getByRole('option')).toHaveText(['Confirmed', 'In Progress', 'Completed', 'Cancelled']);
});

test('a customer books a service at its listed price and lands on the new order', async ({ page, request }) => {
  const customer = newAccount('Booking');
  await registerByApi(request, customer);
  const service = await firstService(request, 'Fiberglass Bathtub');
  await logInAsCustomer(page, customer);
  await page.goto(`/services/${service._id}`);
  await page.getByRole('button', { name: 'Book at listed price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book at listed price' });
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Details (optional)').fill('Two tubs for the new bathrooms');
  await dialog.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('Service requested successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Two tubs for the new bathrooms')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
});
