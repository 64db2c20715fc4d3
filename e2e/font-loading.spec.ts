import { expect, test } from '@playwright/test';
import { firstService } from './support/api';

declare global {
  interface Window {
    layoutShifts?: () => number;
  }
}

test.use({ viewport: { width: 412, height: 823 } });

test("a service's page moves nothing when its fonts arrive after it was shown", async ({ page, request }) => {
  const service = await firstService(request, 'Car Denting and Painting');
  // Every layout shift from the page's start, as Lighthouse's CLS counts them.
  await page.addInitScript(() => {
    const seen: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    window.layoutShifts = () =>
      [...seen, ...observer.takeRecords()]
        .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean })
        .filter((shift) => !shift.hadRecentInput)
        .reduce((sum, shift) => sum + shift.value, 0);
  });
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route('**/*.woff2', async (route) => {
    await fontsHeld;
    await route.continue();
  });

  await page.goto(`/services/${service._id}`, { waitUntil: 'domcontentloaded' });
  // Shown (in the system's font) while every font file is still on its way; the app starts once
  // the page has loaded, fonts included.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  releaseFonts();
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames later any re-layout the fonts caused has been painted, and its shift recorded.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans"'))).toBe(true);
  expect(await page.evaluate(() => window.layoutShifts?.())).toBe(0);
});
