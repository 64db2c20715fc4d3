import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { logIn, logInAsAdmin } from './support/accounts';
import { waitForMail } from './support/mail';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('an enquiry from the Contact Us modal is read, turned into a customer and closed', async ({ page, browser }) => {
  const id = randomBytes(4).toString('hex');
  const name = `Meera ${id}`;
  const email = `meera-${id}@example.in`;

  // A visitor writes in.
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const form = page.getByRole('dialog', { name: 'Contact Us' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('9890012345');
  await form.getByLabel('Message').fill('Can you polish a 2015 Swift before Diwali?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! We will get back to you soon.')).toBeVisible();

  // The owner sees a new enquiry counted in the navigation and opens the inbox from there.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await logInAsAdmin(owner);
  await owner.getByRole('button', { name: 'Open menu' }).click();
  await owner
    .getByTestId('mobile-menu')
    .getByRole('link', { name: /^Contacts\s*New enquiries: \d+$/ })
    .click();
  await expect(owner).toHaveURL(/\/admin\/contacts$/);
  await owner.getByRole('searchbox', { name: 'Search' }).fill(email);
  const row = owner.getByRole('button', { name: `Open the enquiry from ${name}` });
  const card = owner.getByRole('listitem').filter({ has: row });
  await expect(card).toContainText('Unread');
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(owner);

  // Opening it marks it read.
  await row.click();
  const detail = owner.getByRole('dialog', { name: `Enquiry from ${name}` });
  await expect(detail).toContainText('Can you polish a 2015 Swift before Diwali?');
  await expect(detail.getByRole('combobox', { name: 'Status' })).toHaveValue('read');
  await expect(detail.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email}\\?`),
  );

  // Turned into a customer, who gets a link to choose a password.
  await detail.getByRole('button', { name: 'Convert to customer' }).click();
  await expect(
    owner.getByText('Customer account created. A link to set their password was emailed to them.'),
  ).toBeVisible();
  await expect(detail.getByRole('link', { name: 'View customer' })).toHaveAttribute(
    'href',
    /\/admin\/users\/[0-9a-f-]{36}$/,
  );

  // And closed.
  await detail.getByRole('combobox', { name: 'Status' }).selectOption('closed');
  await expect(owner.getByText('Status changed to Closed')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  // On a phone the inbox's filter sits behind the Filters button.
  await owner.getByRole('button', { name: 'Filters' }).click();
  await owner.getByRole('combobox', { name: 'Status' }).selectOption('closed');
  await expect(card).toContainText('Closed');
  await expect(card).not.toContainText('Unread');

  // In the dark theme too, the inbox and its modal read well.
  await owner.evaluate(() => localStorage.setItem('theme', 'dark'));
  await owner.reload();
  await expect(owner.locator('html')).toHaveClass(/dark/);
  await owner
    .getByRole('button', { name: `Open the enquiry from ${name}` })
    .first()
    .click();
  await expect(owner.getByRole('dialog', { name: `Enquiry from ${name}` })).toBeVisible();
  await expectNoAxeViolations(owner);

  // The new customer sets a password through the mailed link and logs in.
  const mail = await waitForMail(email, '/reset-password/');
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  const password = `Meera-pass-${id}`;
  await page.goto(link!);
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await ownerContext.close();
});
