import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from './a11y';
import { E2E_ADMIN } from './env';
import { textsFor } from './texts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A customer no other test uses. */
export function newAccount(label = 'Customer'): Account {
  const id = randomBytes(4).toString('hex');
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase().replace(/\s+/g, '')}-${id}@example.in`,
    password: `Karigar-${id}`,
  };
}

/** Registers through the API (fast setup for tests that are not about registering). */
export async function registerByApi(request: APIRequestContext, account: Account): Promise<void> {
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status()).toBe(201);
}

/** Logs in through the login page, whose texts are in the language the page shows. */
export async function logIn(page: Page, email: string, password: string, language: Language = 'en'): Promise<void> {
  const t = textsFor(language);
  await page.goto('/login');
  await page.getByLabel(t('login.email')).fill(email);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

export async function logInAsCustomer(page: Page, account: Account, language: Language = 'en'): Promise<void> {
  await logIn(page, account.email, account.password, language);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

export async function logInAsAdmin(page: Page, language: Language = 'en'): Promise<void> {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, language);
  await expect(page).toHaveURL(/\/admin$/);
}
