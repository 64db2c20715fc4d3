import { expect, test } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer, newAccount } from './support/accounts';
import { apiSession, firstService, followUpAsAdmin, requestQuotation } from './support/api';

test('a customer turns WhatsApp on from their profile on a phone, the workshop prices their quotation, and the admin sees the consent', async ({
  page,
  request,
}) => {
  const customer = { ...newAccount('Notified'), phone: '098220-12345' };
  const session = await apiSession(request, customer, true);

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsCustomer(page, customer);
  await page.goto('/user/dashboard');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card).toContainText('at +91 98220 12345');
  const whatsApp = card.getByRole('checkbox', { name: 'Updates on WhatsApp' });
  await expect(whatsApp).not.toBeChecked();
  await whatsApp.check();
  await expect(card.getByText(/^WhatsApp on since /)).toBeVisible();

  const service = await firstService(request, 'Car Denting and Painting');
  const quotationId = await requestQuotation(request, session, {
    service: service._id,
    quotationPrice: 9000,
    details: 'Dent on the rear door',
  });
  await followUpAsAdmin(request, quotationId, 9500, 'Paint included');

  // The consent stands after a new visit: the quotation's price went to WhatsApp too (API tests hold the row).
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: 'Updates on WhatsApp' }),
  ).toBeChecked();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Logout' }).click();

  await logInAsAdmin(page);
  await page.goto(`/admin/users/${session.userId}`);
  const consent = page.getByRole('region', { name: 'WhatsApp consent' });
  await expect(consent.getByText(/^Consent given on /)).toBeVisible();
  await expect(consent).toContainText('Given by the customer in the app.');
  await consent.getByRole('button', { name: 'Record opt-out' }).click();
  await expect(consent).toContainText('No consent: the customer gets no WhatsApp messages.');
  await expect(consent.getByText(/^Opted out on /)).toBeVisible();
});
