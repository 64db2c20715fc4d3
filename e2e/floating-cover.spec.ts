import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin, logInAsCustomer } from './support/accounts';
import { seed } from './support/seed';

const phone = { width: 390, height: 844 };

interface Covered {
  control: string;
  by: string;
}

/**
 * Every visible control (link, button, form field) on screen now whose box meets the box of a
 * visible fixed-position element it is not part of. Toasts come and go, and are checked apart.
 */
function coveredNow(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && box.width > 1 && box.height > 1;
    };
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const fixed = [...document.querySelectorAll('body *')].filter(
      (element) => getComputedStyle(element).position === 'fixed' && shown(element) && !element.closest('.Toastify'),
    );
    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      ),
    ].filter((element) => shown(element) && !fixed.some((layer) => layer.contains(element)));
    const found: { control: string; by: string }[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (bottom - top < 2 || box.right <= 0 || box.left >= window.innerWidth) continue;
      for (const layer of fixed) {
        const over = layer.getBoundingClientRect();
        const tall = Math.min(bottom, over.bottom) - Math.max(top, over.top);
        const wide = Math.min(box.right, over.right) - Math.max(box.left, over.left);
        if (tall > 1 && wide > 1) found.push({ control: name(control), by: name(layer) });
      }
    }
    return found;
  });
}

/** From the top of the page to its end, a screen at a time: nothing fixed covers a control. */
async function expectNothingCovered(
  page: Page,
  path: string,
  ready = () => page.getByRole('heading', { level: 1 }).first(),
) {
  await page.goto(path);
  await expect(ready(), `${path} did not load`).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += Math.round(phone.height * 0.6)) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await expect.poll(() => coveredNow(page), { message: `${path} scrolled to ${y}` }).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => coveredNow(page), { message: `${path} at its end` }).toEqual([]);
}

test('at 390 px no fixed element covers a control on the public, customer and admin pages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seeded = await seed(request);
  await page.setViewportSize(phone);

  for (const path of ['/', '/services', `/services/${seeded.serviceId}`, '/login', '/register', '/forgot-password'])
    await expectNothingCovered(page, path);
  // The floating buttons are there at the end of a page, and step aside while a field has focus.
  await expect(page.getByTestId('theme-toggle-floating')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await expect(page.getByTestId('theme-toggle-floating')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contact Us' })).toBeHidden();
  await expect.poll(() => coveredNow(page)).toEqual([]);

  await logInAsCustomer(page, seeded.customer);
  for (const path of [
    '/user/dashboard',
    '/user/my-orders',
    `/user/orders/${seeded.orderId}`,
    '/user/quotations/user',
    `/user/quotations/${seeded.quotationId}`,
    `/user/quotations/new?service=${seeded.serviceId}`,
  ])
    await expectNothingCovered(page, path);

  await page.context().clearCookies();
  await logInAsAdmin(page);
  for (const path of [
    '/admin',
    '/admin/orders',
    `/admin/orders/${seeded.orderId}`,
    '/admin/quotations',
    `/admin/quotations/${seeded.quotationId}`,
    `/admin/quotations/${seeded.quotationId}?edit=1`,
    '/admin/users',
    `/admin/users/${seeded.customerId}`,
    '/admin/contacts',
    '/admin/manual-order',
    '/admin/services',
  ])
    await expectNothingCovered(page, path);
});

test("at 390 px a toast does not cover the header's menu button", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('menuitemradio', { name: /Marathi/ }).click();
  const toast = page.getByRole('alert').filter({ hasText: /./ }).first();
  await expect(toast).toBeVisible();
  const menu = (await page.getByRole('button', { name: 'मेनू उघडा' }).boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y, 'the toast starts below the header').toBeGreaterThanOrEqual(menu.y + menu.height);
});
