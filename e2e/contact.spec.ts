import { expect, test, type Page } from '@playwright/test';

async function openContact(page: Page) {
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the contact modal locks scrolling, focuses close and closes every way the spec lists', async ({ page }) => {
  await page.goto('/');
  const dialog = await openContact(page);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  await openContact(page);
  await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeHidden();

  await openContact(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A route change (here the browser's back button) closes it too.
  await page.getByRole('link', { name: 'Services' }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  await openContact(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
});

test('a visitor sends a contact enquiry', async ({ page }) => {
  await page.goto('/');
  const dialog = await openContact(page);
  await dialog.getByLabel('Name').fill('Meera Joshi');
  await dialog.getByLabel('Email').fill('meera@example.in');
  await dialog.getByLabel('Phone', { exact: true }).fill('9890012345');
  await dialog.getByLabel('Message').fill('Can you repaint the bonnet of a 2015 Swift?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! We will get back to you soon.')).toBeVisible();
});

test('at the foot of a page on a phone, the floating buttons cover no text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/services', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The floating buttons are there once the app runs the page (the header's buttons are enabled then).
    await expect(page.getByTestId('theme-toggle')).toBeEnabled();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      const floating = [...document.querySelectorAll('button')].filter((b) => getComputedStyle(b).position === 'fixed');
      const boxes = floating.map((b) => b.getBoundingClientRect());
      const texts = [...document.querySelectorAll('main *, footer *')].filter(
        (el) =>
          el.children.length === 0 && (el.textContent ?? '').trim() !== '' && !floating.some((b) => b.contains(el)),
      );
      return texts
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return boxes.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top);
        })
        .map((el) => (el.textContent ?? '').trim());
    });
    expect(covered, path).toEqual([]);
  }
});
