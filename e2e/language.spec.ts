import { expect, test } from '@playwright/test';
import { logInAsCustomer, newAccount, registerByApi } from './support/accounts';

test("a signed-in customer's language is kept with the account and comes back at the next sign-in", async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerByApi(request, account);
  await logInAsCustomer(page, account);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Choose language' }).first().click();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/users/me/language') && res.request().method() === 'PUT',
  );
  await page.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }).click();
  expect((await saved).status()).toBe(204);
  await expect(page.getByText('भाषा मराठी केली')).toBeVisible();
  // The signed-in screen's own texts come in the new language too (they load apart from the public ones).
  await expect(page.getByRole('heading', { level: 1, name: 'माझा डॅशबोर्ड' })).toBeVisible();

  // A fresh browser: nothing remembered here, so the app starts in English.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await logInAsCustomer(page, account);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('button', { name: 'भाषा निवडा' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'माझा डॅशबोर्ड' })).toBeVisible();

  // Opened afresh, a signed-in page has all its texts in Marathi, also in a section whose error
  // texts are public (the two parts are put together whichever arrives first).
  await page.goto('/quotation-form');
  await expect(page.getByRole('heading', { level: 1, name: 'कोटेशनची विनंती करा' })).toBeVisible();
});
