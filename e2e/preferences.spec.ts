import { expect, test } from '@playwright/test';

test('the chosen language and theme survive a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose language' }).first().click();
  await page.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }).click();
  await expect(page.getByText('भाषा मराठी केली')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // Devanagari text is drawn with the bundled Noto Sans Devanagari.
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Noto Sans Devanagari"', 'मराठी');
  });
  expect(fontLoaded).toBe(true);
});
