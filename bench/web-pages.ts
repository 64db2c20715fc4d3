/**
 * Lighthouse on the public pages, in its default (mobile: slow 4G, 4× CPU slowdown) and desktop
 * settings, and the JavaScript each page loads first, gzipped as served. Each page is measured
 * several times and its median run reported, as Lighthouse's own notes on variability advise: one
 * run's score moves by ten points on this kind of machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync } from 'node:fs';

export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 100;

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
  /** The performance score of every run, the reported (median) one among them. */
  runs: number[];
  /** Runs Lighthouse could not complete (its error code), each repeated. */
  failed: string[];
  /** Lighthouse's measure of the machine's CPU in that run (about 1000 for its reference device or better). */
  benchmarkIndex: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

type Run = Omit<PageScores, 'runs' | 'failed'>;
/** A page whose runs fail this often stops the bench. */
const MAX_FAILED_RUNS = 3;

/**
 * One completed Lighthouse run of the page. A run Lighthouse reports as failed (a `runtimeError`,
 * e.g. no paint seen: every score 0) is repeated and its code kept in `failed`; the page's runs in a
 * preset share that list.
 */
async function measure(
  port: number,
  base: string,
  pagePath: string,
  preset: PageScores['preset'],
  failed: string[],
): Promise<Run> {
  const run = await lighthouse(
    `${base}${pagePath}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!run) throw new Error(`Lighthouse gave no result for ${pagePath}`);
  const { categories, audits, environment, runtimeError } = run.lhr;
  if (runtimeError) {
    failed.push(runtimeError.code);
    if (failed.length >= MAX_FAILED_RUNS) throw new Error(`Lighthouse failed on ${pagePath}: ${failed.join(', ')}`);
    return measure(port, base, pagePath, preset, failed);
  }
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const bytes = (items: NetworkItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
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
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

/** Each page `runs` times in each preset; per page and preset, the run with the median performance score. */
export async function benchWebPages(base: string, paths: string[], runs: number): Promise<PageScores[]> {
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
        const measured: Run[] = [];
        const failed: string[] = [];
        for (let i = 0; i < runs; i++) measured.push(await measure(chrome.port, base, pagePath, preset, failed));
        const sorted = [...measured].sort((a, b) => a.performance - b.performance);
        const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
        results.push({ ...median, runs: measured.map((r) => r.performance), failed });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
