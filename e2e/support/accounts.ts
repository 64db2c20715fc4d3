import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from './a11y';
import { E2E_ADMIN, E2E_SETUP_ADMIN } from './env';
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
    // Never only the app's name around digits, which the common-password list refuses.
    password: `Karigar-${id}-key`,
  };
}

/** Registers through the API (fast setup for tests that are not about registering). */
export async function registerByApi(request: APIRequestContext, account: Account): Promise<void> {
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status()).toBe(201);
}

/** An access token for the account, through the API. */
async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * A new admin account reading the app in `language` (signing in switches the app to a person's stored
 * language): tests that change the language as an admin use their own, never the shared one.
 */
export async function newAdmin(request: APIRequestContext, language: Language): Promise<Account> {
  const account = newAccount('Admin');
  const setupToken = await apiToken(request, E2E_SETUP_ADMIN.email, E2E_SETUP_ADMIN.password);
  const created = await request.post('/api/users/create', {
    data: { ...account, role: 'admin' },
    headers: { authorization: `Bearer ${setupToken}` },
  });
  expect(created.status()).toBe(201);
  const stored = await request.put('/api/users/me/language', {
    data: { language },
    headers: { authorization: `Bearer ${await apiToken(request, account.email, account.password)}` },
  });
  expect(stored.status()).toBe(204);
  return account;
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

/** A new customer, registered through the API and signed in through the login page. */
export async function logInAsNewCustomer(page: Page): Promise<Account> {
  const account = newAccount();
  await registerByApi(page.request, account);
  await logInAsCustomer(page, account);
  return account;
}

/** Logs in as the shared admin, or in Marathi as a new admin of its own (see `newAdmin`). */
export async function logInAsAdmin(page: Page, language: Language = 'en'): Promise<void> {
  const admin = language === 'en' ? E2E_ADMIN : await newAdmin(page.request, language);
  await logIn(page, admin.email, admin.password, language);
  await expect(page).toHaveURL(/\/admin$/);
}
