/**
 * Lighthouse on the public pages, in its default (mobile: slow 4G, 4× CPU slowdown) and desktop
 * settings, and the JavaScript each page loads first, gzipped as served.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync } from 'node:fs';

export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 100;
export const FIRST_LOAD_JS_BUDGET_KB = 120;

export interface PageScores {
  path: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint and Cumulative Layout Shift, as Lighthouse measured them. */
  lcpMs: number;
  cls: number;
  /** First Contentful Paint and Total Blocking Time, the other two that weigh most on a phone. */
  fcpMs: number;
  tbtMs: number;
  /** Compressed bytes of every script the page loaded before it settled. */
  scriptKb: number;
  /** How many scripts those were, and the bytes of the fonts it loaded. */
  scripts: number;
  fontKb: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function benchWebPages(base: string, paths: string[]): Promise<PageScores[]> {
  const executable = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
  if (!existsSync(executable)) throw new Error('Chromium is needed for the Lighthouse measures (set CHROMIUM_PATH).');
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: PageScores[] = [];
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const pagePath of paths) {
        const run = await lighthouse(
          `${base}${pagePath}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!run) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const { categories, audits } = run.lhr;
        const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
        const scripts = requests.filter((item) => item.resourceType === 'Script');
        const bytes = (items: NetworkItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
        results.push({
          path: pagePath,
          preset,
          performance: Math.round((categories['performance']?.score ?? 0) * 100),
          accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          scriptKb: Math.round(bytes(scripts) / 1024),
          scripts: scripts.length,
          fontKb: Math.round(bytes(requests.filter((item) => item.resourceType === 'Font')) / 1024),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
