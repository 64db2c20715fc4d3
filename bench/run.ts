/**
 * `npm run bench`: measures this machine as a user runs the app and writes bench/RESULTS.md.
 * Flags (bench/README.md): --only api,writes,pdf,cold-start,web  --quick  --repeats N  --profile
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../apps/api/test/server-process';
import { restartServer, startApiBench, type ApiBench, type Measured, type Pair } from './api-context';
import { measureCatalogue, measureReads, measureShortSearch, readEndpoints, readJob, warmUp } from './api-reads';
import { captureWrites, measureWrites, WRITES } from './api-writes';
import { benchColdStart, COLD_START_BUDGET_MS } from './cold-start';
import { parseFlags, parts, scaleOf, type BenchFlags } from './flags';
import { benchInvoicePdf, INVOICE_PDF_BUDGET_MS } from './invoice-pdf';
import { runLoad, startApiServer } from './processes';
import { summariseProfile } from './profile';
import { readsSection, writesSection, type ReadFigures } from './report-api';
import { machine, median, Section, writeResults } from './results';
import { seedOrders } from './seed-orders';
import { benchDatabase } from './support';
import { webSection } from './web-section';

const log = (message: string) => process.stdout.write(`${message}\n`);

async function rounds<T>(count: number, what: string, measure: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let r = 1; r <= count; r++) {
    log(`${what}, round ${r} of ${count}…`);
    results.push(await measure());
  }
  return results;
}

/** The server once more, with --cpu-prof, under the orders list's load. */
async function profileList(bench: ApiBench, seconds: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'karigar-bench-prof-'));
  try {
    const server = await startApiServer(
      { ...bench.settings, nodeOptions: `--cpu-prof --cpu-prof-dir=${dir}` },
      path.join(bench.workDir, 'profiled.log'),
    );
    const [list] = await readEndpoints(bench);
    await runLoad(await readJob({ ...bench, server }, list!, seconds));
    await server.stop();
    return summariseProfile(dir, seconds, server.pid);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function apiSections(flags: BenchFlags, sections: Section[]): Promise<string> {
  const scale = scaleOf(flags);
  const database = await benchDatabase();
  log(`seeding ${scale.smallOrders.toLocaleString('en')} orders…`);
  const bench = await startApiBench(database, scale.smallOrders);
  try {
    const machineLine = await machine(bench.pool);
    const endpoints = await readEndpoints(bench);
    let small: Pair[][] = [];
    let catalogue: Pair[] = [];
    let shortSearch: Measured[] = [];
    if (flags.only.has('api')) {
      await warmUp(bench, endpoints, scale.warmUpSeconds);
      small = await rounds(flags.repeats, 'API reads', () => measureReads(bench, endpoints, scale.seconds));
      catalogue = await rounds(flags.repeats, 'catalogue', () => measureCatalogue(bench, scale.seconds));
      shortSearch = await rounds(flags.repeats, 'short search', () => measureShortSearch(bench, scale.seconds));
    }
    if (flags.only.has('writes')) {
      const scripts = await captureWrites(bench);
      const writes = await rounds(flags.repeats, 'API writes', () =>
        measureWrites(bench, scripts, scale.seconds, scale.writes),
      );
      sections.push(writesSection(WRITES, writes, scale.seconds, scale.writes));
    }
    if (flags.only.has('web')) sections.push(await webSection(bench, flags.repeats));
    if (flags.only.has('api')) {
      const profile = flags.profile ? await profileList(bench, scale.seconds) : undefined;
      log(`seeding up to ${scale.largeOrders.toLocaleString('en')} orders…`);
      await seedOrders(bench.pool, scale.largeOrders - scale.smallOrders);
      await restartServer(bench);
      await warmUp(bench, endpoints, scale.warmUpSeconds);
      const large = await rounds(flags.repeats, 'API reads, large', () =>
        measureReads(bench, endpoints, scale.seconds),
      );
      const largeShortSearch = await rounds(flags.repeats, 'short search, large', () =>
        measureShortSearch(bench, scale.seconds),
      );
      const figures: ReadFigures = {
        names: endpoints.map((e) => e.name),
        small,
        large,
        catalogue,
        shortSearch: { small: shortSearch, large: largeShortSearch },
        sizes: { small: scale.smallOrders, large: scale.largeOrders },
        seconds: scale.seconds,
        profile,
      };
      sections.push(readsSection(figures));
    }
    return machineLine;
  } finally {
    await bench.server.stop();
    rmSync(bench.workDir, { recursive: true, force: true });
    await database.stop();
  }
}

function pdfSection(timings: Awaited<ReturnType<typeof benchInvoicePdf>>): Section {
  const section = new Section('pdf', 'Invoice PDF', [
    '3 warm-up renders, then 50 timed ones per language, in this process.',
  ]);
  section.table(['measure', 'result', 'budget', 'verdict']);
  for (const t of timings)
    section.row([
      `invoice PDF (${t.language}), warm`,
      `median ${t.medianMs.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms`,
      `< ${INVOICE_PDF_BUDGET_MS} ms`,
      section.verdict(t.p95Ms < INVOICE_PDF_BUDGET_MS),
    ]);
  return section;
}

function coldStartSection(starts: Awaited<ReturnType<typeof benchColdStart>>): Section {
  const section = new Section('cold-start', 'Cold start', [
    'From spawn to a healthy answer, on a DATA_DIR that already holds its embedded database: the bundle `npm start`',
    'runs, and the same server from its TypeScript sources through tsx (without the bundle), started in turns.',
  ]);
  section.table(['measure', 'result', 'median', 'budget', 'verdict']);
  const ms = (values: number[]) => values.map((value) => `${Math.round(value)} ms`).join(', ');
  const labels = { bundle: 'the bundle', sources: 'the sources through tsx' } as const;
  for (const from of ['bundle', 'sources'] as const)
    section.row([
      `cold start to healthy (${labels[from]})`,
      ms(starts[from]),
      `${Math.round(median(starts[from]))} ms`,
      `< ${COLD_START_BUDGET_MS} ms`,
      section.verdict(Math.max(...starts[from]) < COLD_START_BUDGET_MS),
    ]);
  const bundle = median(starts.bundle);
  const sources = median(starts.sources);
  section.row([
    "the bundle's gain (decision 028)",
    `medians ${Math.round(bundle)} ms against ${Math.round(sources)} ms`,
    `${Math.round((100 * (sources - bundle)) / sources)} % less time`,
    '≥ 5 %',
    section.verdict(sources - bundle >= 0.05 * sources),
  ]);
  return section;
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const started = new Date().toISOString();
  const sections: Section[] = [];
  if (flags.only.has('web'))
    execFileSync(process.execPath, [path.join(import.meta.dirname, '../scripts/ensure-web-build.mjs')], {
      stdio: 'inherit',
    });
  // Every part but the PDF starts the server bundle `npm start` runs: built once, before any starts.
  if ([...flags.only].some((part) => part !== 'pdf')) ensureServerBuild();
  let machineLine = `${os.cpus().length} cores, Node ${process.version}`;
  if ((['api', 'writes', 'web'] as const).some((part) => flags.only.has(part)))
    machineLine = await apiSections(flags, sections);
  if (flags.only.has('pdf')) {
    log('invoice PDF…');
    sections.push(pdfSection(await benchInvoicePdf()));
  }
  if (flags.only.has('cold-start')) {
    log('cold start…');
    sections.push(coldStartSection(await benchColdStart()));
  }
  const header = [
    '# Benchmark results',
    `Last run ${started}${flags.quick ? ' (--quick: smaller data, shorter runs)' : ''}, parts: ${[...flags.only].join(', ')}.`,
    'How it is measured and the flags: bench/README.md. Each section says when it was measured; a run rewrites only its parts.',
  ];
  log(
    writeResults(
      header,
      [...parts, 'notes'],
      sections,
      `${started}${flags.quick ? ' (--quick)' : ''} on ${machineLine}`,
    ),
  );
}

await main();
