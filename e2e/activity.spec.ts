import { orderRef } from '@karigar/domain/order';
import { expect, test } from '@playwright/test';
import { logIn, newAccount, newAdmin } from './support/accounts';
import { apiSession, firstService, followUpAsAdmin, requestQuotation } from './support/api';

test('the activity log reads in Marathi and links a quotation request and its accept to the quotation and the order', async ({
  page,
  request,
}) => {
  const customer = newAccount('Activity');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Car Denting and Painting');
  const quotationId = await requestQuotation(request, session, {
    service: service._id,
    quotationPrice: 9000,
    details: 'Dent on the left door',
  });
  await followUpAsAdmin(request, quotationId, 9500, 'Paint included');
  const accepted = await request.patch(`/api/quotations/${quotationId}/action`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);
  const orderId = ((await accepted.json()) as { orderId: string }).orderId;

  const reader = await newAdmin(request, 'en');
  await logIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Choose language' }).first().click();
  await page.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  // On a wide screen the activity log sits in the owner's Manage menu.
  await page.getByRole('navigation', { name: 'मुख्य नेव्हिगेशन' }).getByRole('button', { name: 'व्यवस्थापन' }).click();
  await page.getByRole('menuitem', { name: 'घडामोडी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'घडामोडींची नोंद' })).toBeVisible();
  await page.getByRole('button', { name: 'सर्व लोड करा' }).click();
  await expect(page.getByText(/^सर्व \d+ नोंदी दाखवत आहे$/)).toBeVisible();

  const entries = page.getByTestId('activity-entry');
  const requested = entries.filter({ hasText: `${customer.name} यांनी कार डेंटिंग आणि पेंटिंग साठी कोटेशन मागितले` });
  await expect(requested).toHaveCount(1);
  await expect(requested.getByRole('link', { name: `कोटेशन ${orderRef(quotationId)}` })).toHaveAttribute(
    'href',
    `/admin/quotations/${quotationId}`,
  );
  await expect(entries.filter({ hasText: `यांनी कोटेशन ${orderRef(quotationId)} चा पाठपुरावा केला` })).toHaveCount(1);
  const accept = entries.filter({ hasText: `${customer.name} यांनी कोटेशन ${orderRef(quotationId)} स्वीकारले` });
  await expect(accept).toHaveCount(1);
  await expect(accept.getByText('उच्च')).toBeVisible();
  await expect(
    entries.filter({ hasText: `कोटेशन ${orderRef(quotationId)} वरून ऑर्डर ${orderRef(orderId)} तयार झाली` }),
  ).toHaveCount(1);

  // On a phone the log fits the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await accept.getByRole('link', { name: `ऑर्डर ${orderRef(orderId)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
});
