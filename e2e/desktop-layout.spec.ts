import { expect, test, type Page } from '@playwright/test';
import { usePreferences } from './support/a11y';
import { logInAsAdmin } from './support/accounts';
import { seed } from './support/seed';

const laptop = { width: 1366, height: 768 };

/** The header's navigation sits on one line: every item starts at the same height. */
async function expectHeaderOnOneLine(page: Page, path: string): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await expect(nav).toBeVisible();
  const tops = await nav.locator(':scope > ul > li').evaluateAll((items) =>
    items.filter((item) => item.getBoundingClientRect().width > 0).map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(tops.length, `${path}: the header has links`).toBeGreaterThan(2);
  expect(new Set(tops).size, `${path}: the header's links wrap onto a second line`).toBe(1);
}

/** The list's table is not wider than its box, and every control of its first row is on screen. */
async function expectTableFits(page: Page, path: string): Promise<void> {
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const clipped = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth > box.clientWidth || document.documentElement.scrollWidth > window.innerWidth;
  });
  expect(clipped, `${path}: the table is clipped or scrolls sideways`).toBe(false);
  for (const control of await table.locator('tbody tr').first().locator('a, button, select').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, `${path}: a row's control ends off screen`).toBeLessThanOrEqual(laptop.width);
  }
}

for (const language of ['en', 'mr'] as const) {
  test(`(${language}) at 1366 px the owner's header stays on one line and the lists fit`, async ({ page, request }) => {
    await seed(request);
    await page.setViewportSize(laptop);
    await usePreferences(page, 'light', language);
    await logInAsAdmin(page, language);
    for (const path of ['/admin', '/admin/orders', '/admin/quotations']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHeaderOnOneLine(page, path);
      if (path !== '/admin') await expectTableFits(page, path);
    }
  });
}
