/**
 * `npm run bench`: measures the budgets of DESIGN.md on this machine and writes bench/RESULTS.md.
 * Everything runs on loopback against a fresh database; nothing here is a test assertion.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { seedCatalogue } from '../apps/api/src/db/seed';
import { createTokenSigner } from '../apps/api/src/lib/tokens';
import { benchColdStart, COLD_START_BUDGET_MS } from './cold-start';
import { benchInvoicePdf, INVOICE_PDF_BUDGET_MS } from './invoice-pdf';
import { bareServer, benchDatabase, load, throughput, type LoadResult } from './support';
import { seedOrders } from './seed-orders';
import {
  ACCESSIBILITY_BUDGET,
  benchWebPages,
  benchWebPagesOnly,
  FIRST_LOAD_JS_BUDGET_KB,
  PERFORMANCE_BUDGET,
} from './web-pages';

const lines: string[] = [];
const row = (name: string, value: string, budget: string, ok: boolean) =>
  lines.push(`| ${name} | ${value} | ${budget} | ${ok ? 'pass' : '**FAIL**'} |`);
const fmt = (r: LoadResult) => `${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`;
const log = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../scripts/ensure-web-build.mjs')], {
    stdio: 'inherit',
  });
  if (process.argv.includes('--web-only')) return benchWebPagesOnly();
  const bench = await benchDatabase();
  const { pool, db } = bench.database;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'sandbox',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RAZORPAY_KEY_SECRET: 'b',
    RAZORPAY_WEBHOOK_SECRET: 'b',
  });
  await seedCatalogue(db);
  log('seeding 100,000 orders…');
  await seedOrders(pool, 100_000);

  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({ config, db, jwtSecret });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const [admin] = (
    await pool.query(
      `INSERT INTO users (name, email, role, password_hash) VALUES ('Bench Admin', 'admin@bench.test', 'admin', 'x') RETURNING id, session_version`,
    )
  ).rows as { id: string; session_version: number }[];
  const token = await createTokenSigner(jwtSecret).sign({ sub: admin!.id, role: 'admin', sv: admin!.session_version });
  const auth = { authorization: `Bearer ${token}` };
  const [anOrder] = (await pool.query('SELECT id FROM orders ORDER BY created_at DESC LIMIT 1')).rows as {
    id: string;
  }[];

  lines.push(
    `# Benchmark results`,
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}.`,
    '',
  );
  lines.push('| measure | result | budget | verdict |', '|---|---|---|---|');

  log('orders list and detail at 100k…');
  const list100k = await load(`${base}/api/orders?page=1&limit=10`, auth);
  row('GET /api/orders, 100k orders', fmt(list100k), 'p99 < 10 ms', list100k.p99 < 10 && list100k.errors === 0);
  const detail = await load(`${base}/api/orders/${anOrder!.id}`, auth);
  row('GET /api/orders/:id, 100k orders', fmt(detail), 'p99 < 10 ms', detail.p99 < 10 && detail.errors === 0);

  log('the same page as raw SQL through pg…');
  const rawPage = {
    name: 'bench_orders_page',
    text: `SELECT o.*, u.id, u.name, u.email, u.phone, c.id, c.name, q.id, q.total_after_tax_paise, q.quotation_status, p.total
      FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN users c ON c.id = o.created_by
      LEFT JOIN quotations q ON q.id = o.quotation_id
      JOIN (SELECT id, coalesce((SELECT count FROM order_counts WHERE key = 'all'), 0) AS total
            FROM orders ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2) p ON p.id = o.id
      ORDER BY o.created_at DESC, o.id DESC`,
    values: [10, 0],
  };
  const raw = await throughput(() => pool.query(rawPage));
  row(
    'orders list vs the same query as raw SQL (pg, 10 concurrent)',
    `${list100k.requestsPerSecond} vs ${raw} q/s (${Math.round((100 * list100k.requestsPerSecond) / raw)} %)`,
    '≥ 50 %',
    list100k.requestsPerSecond >= raw / 2,
  );

  log('catalogue vs a bare node:http server…');
  const catalogueBody = await (await fetch(`${base}/api/services`)).text();
  const catalogue = await load(`${base}/api/services`);
  const bare = await bareServer(catalogueBody);
  const bareResult = await load(bare.url);
  await bare.close();
  row(
    'GET /api/services (cached) vs bare node:http',
    `${catalogue.requestsPerSecond} vs ${bareResult.requestsPerSecond} req/s (${Math.round((100 * catalogue.requestsPerSecond) / bareResult.requestsPerSecond)} %)`,
    '≥ 50 %',
    catalogue.requestsPerSecond >= bareResult.requestsPerSecond / 2,
  );

  log('seeding up to 1,000,000 orders…');
  await seedOrders(pool, 900_000);
  const list1m = await load(`${base}/api/orders?page=1&limit=10`, auth);
  const growth = list1m.p50 / Math.max(list100k.p50, 0.01);
  row(
    'GET /api/orders, 1M orders',
    fmt(list1m),
    'p50 within 20 % of 100k',
    growth <= 1.2 || list1m.p50 - list100k.p50 <= 1,
  );

  log('invoice PDF…');
  for (const timing of await benchInvoicePdf()) {
    row(
      `invoice PDF (${timing.language}), warm`,
      `median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms`,
      `< ${INVOICE_PDF_BUDGET_MS} ms`,
      timing.p95Ms < INVOICE_PDF_BUDGET_MS,
    );
  }

  log('cold start…');
  const starts = await benchColdStart();
  row(
    'cold start to healthy, existing DATA_DIR',
    starts.map((ms) => `${Math.round(ms)} ms`).join(', '),
    `< ${COLD_START_BUDGET_MS} ms`,
    Math.max(...starts) < COLD_START_BUDGET_MS,
  );

  log('Lighthouse on the public pages…');
  const [service] = (await pool.query('SELECT id FROM services ORDER BY name LIMIT 1')).rows as { id: string }[];
  const publicPages = ['/', '/services', `/services/${service!.id}`, '/login', '/register'];
  for (const page of await benchWebPages(base, publicPages)) {
    row(
      `Lighthouse (${page.preset}) ${page.path.replace(service!.id, ':id')}`,
      `performance ${page.performance}, accessibility ${page.accessibility} (LCP ${page.lcpMs} ms, CLS ${page.cls.toFixed(3)})`,
      `≥ ${PERFORMANCE_BUDGET}, ${ACCESSIBILITY_BUDGET}`,
      page.performance >= PERFORMANCE_BUDGET && page.accessibility >= ACCESSIBILITY_BUDGET,
    );
    if (page.preset === 'mobile')
      row(
        `first-load JavaScript ${page.path.replace(service!.id, ':id')}`,
        `${page.scriptKb} KB gzipped`,
        `< ${FIRST_LOAD_JS_BUDGET_KB} KB`,
        page.scriptKb < FIRST_LOAD_JS_BUDGET_KB,
      );
  }

  lines.push(
    '',
    `Context: the list query alone, as raw SQL from 10 connections, peaks at ${raw} q/s here. At 10 concurrent`,
    'connections a p99 under 10 ms needs well over 1,000 answers a second, and PostgreSQL, the server and the',
    "load generator share this machine's cores, so the latency budgets measure the machine as much as the code.",
    'First-load JavaScript counts every script a page fetched before it settled, as transferred (compressed,',
    'headers included). Lighthouse (mobile) simulates a slow 4G link and a 4× slower CPU; (desktop) does not.',
  );
  await app.close();
  await bench.stop();
  const out = path.join(import.meta.dirname, 'RESULTS.md');
  writeFileSync(out, `${lines.join('\n')}\n`);
  log(lines.join('\n'));
}

void main();
