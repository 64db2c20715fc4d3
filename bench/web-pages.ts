/**
 * Lighthouse on the public pages, in its default (mobile: slow 4G, 4× CPU slowdown) and desktop
 * settings, and the JavaScript each page loads first, gzipped as served.
 */
import * as chromeLauncher from 'chrome-launcher';
import type { FastifyInstance } from 'fastify';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { seedCatalogue } from '../apps/api/src/db/seed';
import { benchDatabase } from './support';

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

/**
 * `npm run bench -- --web-only`: the public pages alone, served in production mode from a fresh
 * database holding the catalogue, printed as a table (RESULTS.md is left as it is).
 */
export async function benchWebPagesOnly(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-bench-web-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'sandbox',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RAZORPAY_KEY_SECRET: 'b',
    RAZORPAY_WEBHOOK_SECRET: 'b',
  });
  const bench = await benchDatabase();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, db: bench.database.db, jwtSecret: randomBytes(32).toString('hex') });
    await seedCatalogue(bench.database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [service] = (await bench.database.pool.query('SELECT id FROM services ORDER BY name LIMIT 1')).rows as {
      id: string;
    }[];
    const pages = await benchWebPages(base, ['/', '/services', `/services/${service!.id}`, '/login', '/register']);
    const lines = [
      '| page | preset | performance | accessibility | FCP | LCP | TBT | CLS | scripts | fonts |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const page of pages)
      lines.push(
        `| ${page.path.replace(service!.id, ':id')} | ${page.preset} | ${page.performance} | ${page.accessibility} | ${page.fcpMs} ms | ${page.lcpMs} ms | ${page.tbtMs} ms | ${page.cls.toFixed(3)} | ${page.scriptKb} KB in ${page.scripts} | ${page.fontKb} KB |`,
      );
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await app?.close();
    await bench.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
