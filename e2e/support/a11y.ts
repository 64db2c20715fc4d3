import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';

export type Theme = 'light' | 'dark';
export type Language = 'en' | 'mr';

/** Starts every page of this browser page in the given theme and language (as if chosen earlier). */
export async function usePreferences(page: Page, theme: Theme, language: Language = 'en'): Promise<void> {
  // The app mirrors both choices into cookies, for the server to render the page with.
  const url = E2E_BASE_URL;
  await page.context().addCookies([
    { name: 'theme', value: theme, url },
    { name: 'lang', value: language, url },
  ]);
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('i18nextLng', l);
    },
    [theme, language] as const,
  );
}

/** Waits until the page has its data and its entrance animations are over (half-faded text fails contrast). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  const loading = /Loading|लोड होत/;
  await expect(
    page.getByRole('status', { name: loading }).or(page.getByRole('status').filter({ hasText: loading })),
  ).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * The serious and critical problems axe finds with its default rules plus Label in Name (WCAG 2.5.3,
 * still marked experimental in axe).
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe problem on the page (an open dialog included), named for the report. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect.soft(await axeProblems(page), `axe on ${label}`).toEqual([]);
}

/** The page is no wider than the window (nothing forces a sideways scroll). */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }));
  expect.soft(widths.page, `page width on ${label}`).toBeLessThanOrEqual(widths.window);
}

/** The checks every page of a journey passes: settled, no sideways scroll, no serious axe problem. */
export async function checkPage(page: Page, label: string): Promise<void> {
  await settle(page);
  await expectNoSidewaysScroll(page, label);
  await expectAccessible(page, label);
}
