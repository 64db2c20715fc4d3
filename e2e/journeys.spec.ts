import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInAsAdmin, newAccount } from './support/accounts';
import { checkPage, usePreferences, type Language, type Theme } from './support/a11y';
import { firstService } from './support/api';
import { textsFor } from './support/texts';

interface Setting {
  title: string;
  viewport: { width: number; height: number };
  language: Language;
  theme: Theme;
}

const settings: Setting[] = [
  {
    title: 'on a phone in Marathi and the dark theme',
    viewport: { width: 390, height: 844 },
    language: 'mr',
    theme: 'dark',
  },
  {
    title: 'on a desktop in English and the light theme',
    viewport: { width: 1366, height: 800 },
    language: 'en',
    theme: 'light',
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const setting of settings) {
  test.describe(`the customer's and the owner's journeys ${setting.title}`, () => {
    test.use({ viewport: setting.viewport });

    test('register, request, price, follow up, accept, pay, change the status and download the invoice', async ({
      page: customer,
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const t = textsFor(setting.language);
      await usePreferences(customer, setting.theme, setting.language);
      const owner = await ownerPage(browser, setting);
      const service = await firstService(request, 'Car Denting and Painting');
      const serviceName = setting.language === 'mr' && service.nameMr ? service.nameMr : service.name;

      // The customer registers and lands on their dashboard.
      const account = newAccount('Journey');
      await customer.goto('/register');
      await checkPage(customer, 'register');
      await customer.getByLabel(t('register.name')).fill(account.name);
      await customer.getByLabel(t('register.email')).fill(account.email);
      await customer.getByLabel(t('register.password'), { exact: true }).fill(account.password);
      await customer.getByRole('button', { name: t('register.submit'), exact: true }).click();
      await expect(customer).toHaveURL(/\/user\/dashboard$/);
      await checkPage(customer, 'customer dashboard');
      if (setting.viewport.width < 1024) {
        await customer.getByRole('button', { name: t('nav.openMenu') }).click();
        await checkPage(customer, 'menu open');
        await customer.getByRole('button', { name: t('nav.closeMenu') }).click();
      }

      // They find the service and ask for a quotation.
      await customer.goto('/services');
      await checkPage(customer, 'services');
      await customer.getByRole('link', { name: serviceName }).first().click();
      await expect(customer.getByRole('heading', { level: 1, name: serviceName })).toBeVisible();
      await checkPage(customer, 'service detail');
      await customer.getByRole('link', { name: t('catalog.requestQuotation') }).click();
      await checkPage(customer, 'request form');
      await customer.getByLabel(t('quotations.request.expectedPriceWithGst')).fill('9000');
      await customer.getByLabel(t('quotations.request.details'), { exact: true }).fill('A dent on the left door');
      await customer.getByRole('button', { name: t('quotations.request.submit') }).click();
      await expect(customer.getByText(t('toasts.quotationRequested')).first()).toBeVisible();
      await expect(customer).toHaveURL(/\/quotation-status$/);
      await checkPage(customer, 'quotation status list');
      await customer
        .getByRole('link', { name: t('quotations.statusList.viewDetails') })
        .first()
        .click();
      await expect(customer.getByRole('heading', { name: t('quotations.detail.title') })).toBeVisible();
      await checkPage(customer, 'quotation detail, awaiting the workshop');
      const quotationId = customer.url().split('/').pop()!;

      // The owner prices it and follows up.
      await owner.goto('/admin/quotations');
      await checkPage(owner, 'admin quotations');
      await owner.goto(`/admin/quotations/${quotationId}`);
      await checkPage(owner, 'admin quotation detail');
      await owner.getByRole('button', { name: t('quotations.detail.editQuotation') }).click();
      await checkPage(owner, 'admin quotation edit panel');
      await owner.getByLabel(t('quotations.edit.offeredPrice')).fill('9500');
      await owner.getByRole('button', { name: t('quotations.edit.save') }).click();
      await expect(owner.getByText(t('toasts.quotationUpdated')).first()).toBeVisible();
      const followUp = owner.getByRole('form', { name: t('quotations.followUp.title') });
      await followUp.getByLabel(t('quotations.followUp.newPrice')).fill('9200');
      await followUp.getByLabel(t('quotations.followUp.note')).fill('Includes rust treatment');
      await followUp.getByRole('button', { name: t('quotations.followUp.submit') }).click();
      await expect(owner.getByText(t('toasts.followUpSent')).first()).toBeVisible();
      await checkPage(owner, 'admin quotation after the follow-up');

      // The customer accepts and pays in the sandbox.
      await customer.reload();
      await checkPage(customer, 'quotation detail, priced');
      await customer.getByRole('button', { name: t('quotations.table.accept'), exact: true }).click();
      const confirm = customer.getByRole('dialog', { name: t('quotations.confirm.acceptTitle') });
      await checkPage(customer, 'accept dialog');
      await confirm.getByRole('button', { name: t('quotations.confirm.confirm') }).click();
      const [before, after] = t('quotations.accepted.viewOrder', { ref: '\u0000' }).split('\u0000') as [string, string];
      await customer.getByRole('link', { name: new RegExp(`^${escape(before)}#[0-9A-F]{8}${escape(after)}$`) }).click();
      await expect(customer.getByRole('heading', { name: t('orders.detail.title') })).toBeVisible();
      await checkPage(customer, 'order detail, unpaid');
      const orderId = customer.url().split('/').pop()!;
      await customer.getByRole('button', { name: t('payments.payNow') }).click();
      // The sandbox stands in for the payment provider's own window, in the page's language.
      const sandbox =
        setting.language === 'mr'
          ? { name: 'सँडबॉक्स चेकआउट', pay: / भरा$/ }
          : { name: 'Sandbox checkout', pay: /^Pay ₹/ };
      await customer.getByRole('dialog', { name: sandbox.name }).getByRole('button', { name: sandbox.pay }).click();
      await expect(customer.getByText(t('toasts.paymentSuccessful')).first()).toBeVisible();
      await checkPage(customer, 'order detail, paid');
      await expectInvoice(customer, t('orders.detail.downloadInvoice'), orderId);

      // The owner moves the order on and downloads the invoice too.
      await owner.goto('/admin/orders');
      await checkPage(owner, 'admin orders');
      await owner.goto(`/admin/orders/${orderId}`);
      await checkPage(owner, 'admin order detail');
      await owner.getByRole('combobox', { name: t('orders.detail.statusLabel') }).selectOption('Confirmed');
      const confirmed = t('toasts.orderStatusUpdated', { status: t('status.order.confirmed') });
      await expect(owner.getByText(confirmed).first()).toBeVisible();
      await checkPage(owner, 'admin order detail, confirmed');
      await expectInvoice(owner, t('orders.detail.downloadInvoice'), orderId);
      await owner.context().close();
    });
  });
}

/** The owner, signed in, in a window of their own with the same size, language and theme. */
async function ownerPage(browser: Browser, setting: Setting): Promise<Page> {
  const context = await browser.newContext({ viewport: setting.viewport });
  const page = await context.newPage();
  await usePreferences(page, setting.theme, setting.language);
  await page.goto('/login');
  await checkPage(page, 'login');
  await logInAsAdmin(page, setting.language);
  await checkPage(page, 'admin dashboard');
  return page;
}

async function expectInvoice(page: Page, label: string, orderId: string): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}
