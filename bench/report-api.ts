/** The API's sections of RESULTS.md: each run's figures, then the targets of issue 11 with the medians. */
import type { CpuUse, Measured, Pair } from './api-context';
import type { Summary } from './profile';
import { describe, median, percent, Section } from './results';

const ratio = (pair: Pair) => pair.api.perSecond / Math.max(pair.sql.perSecond, 1e-9);
const p99Ratio = (pair: Pair) => pair.api.p99 / Math.max(pair.sql.p99, 1e-9);
/** DESIGN.md: the orders list reaches at least half its SQL's throughput, with p99 at most twice the SQL's. */
const LIST_SHARE = 0.5;
const LIST_P99 = 2;
const thousands = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

export interface ReadFigures {
  names: string[];
  /** rounds × endpoints, on the small and on the large data set. */
  small: Pair[][];
  large: Pair[][];
  catalogue: Pair[];
  /** Rounds of the orders list searched for two characters (API only: it reads no order). */
  shortSearch: { small: Measured[]; large: Measured[] };
  sizes: { small: number; large: number };
  seconds: number;
  profile?: Summary | undefined;
}

function runsTable(
  section: Section,
  names: string[],
  rounds: Pair[][],
  against: string,
  label: (name: string) => string,
) {
  section.table(['measure', 'round', 'API', against, 'throughput, API / baseline', 'p99, API / baseline']);
  names.forEach((name, at) =>
    rounds.forEach((round, r) => {
      const pair = round[at]!;
      section.row([
        label(name),
        r + 1,
        describe(pair.api),
        describe(pair.sql),
        percent(pair.api.perSecond, pair.sql.perSecond),
        `${p99Ratio(pair).toFixed(1)}×`,
      ]);
    }),
  );
}

export function readsSection(f: ReadFigures): Section {
  const small = thousands(f.sizes.small);
  const large = thousands(f.sizes.large);
  const section = new Section('api', 'API reads', [
    `The server runs apart from the bench as \`npm start\` runs it (\`node apps/api/dist/server.js\`, the bundle,`,
    `NODE_ENV=production, PAYMENTS_MODE=sandbox, its default log level, its primary and one app process, logs written`,
    `to a file), on a database seeded through SQL before it started. Load comes from a separate process:`,
    `autocannon, 10 connections, ${f.seconds} s per run. "SQL" sends the statements the endpoint's own code sends`,
    `(recorded from it, the auth lookup aside) through \`pg\` from another process, 10 connections; the`,
    `catalogue's ceiling is a bare node:http server run the same way (a primary and one worker).`,
    `Each pair runs back to back; the set runs ${f.small.length} time(s) and the targets take the median.`,
  ]);
  section.lines.push(`### Targets`, '');
  section.table(['target', 'rounds', 'median', 'target', 'verdict']);
  const list = f.small.map((round) => round[0]!);
  const listRatio = median(list.map(ratio));
  section.row([
    `orders list vs the same SQL (${small} orders)`,
    list.map((p) => percent(ratio(p), 1)).join(', '),
    percent(listRatio, 1),
    '≥ 50 %',
    section.verdict(listRatio >= LIST_SHARE),
  ]);
  const listP99 = median(list.map(p99Ratio));
  section.row([
    `orders list p99 vs the SQL's p99, same run (${small})`,
    list.map((p) => `${p.api.p99} / ${p.sql.p99} ms`).join(', '),
    `${listP99.toFixed(1)}×`,
    '≤ 2×',
    section.verdict(listP99 <= LIST_P99),
  ]);
  f.names.forEach((name, at) => {
    const before = median(f.small.map((round) => round[at]!.api.p50));
    const after = median(f.large.map((round) => round[at]!.api.p50));
    const sqlGrowth =
      median(f.large.map((round) => round[at]!.sql.p50)) /
      Math.max(median(f.small.map((round) => round[at]!.sql.p50)), 1e-9);
    const growth = after / Math.max(before, 1e-9);
    section.row([
      `${name}: p50 at ${large} / at ${small}`,
      `${before} → ${after} ms (the SQL alone: ×${sqlGrowth.toFixed(2)})`,
      `×${growth.toFixed(2)}`,
      '≤ ×1.2',
      section.verdict(growth <= 1.2),
    ]);
  });
  shortSearchRow(section, f.shortSearch, small, large);
  f.names.slice(1).forEach((name, at) => {
    const pairs = f.small.map((round) => round[at + 1]!);
    section.row([
      `${name} vs the same SQL (${small})`,
      pairs.map((p) => percent(ratio(p), 1)).join(', '),
      percent(median(pairs.map(ratio)), 1),
      '(no target)',
      '—',
    ]);
  });
  const catalogue = median(f.catalogue.map(ratio));
  section.row([
    'GET /api/services vs bare node:http',
    f.catalogue.map((p) => percent(ratio(p), 1)).join(', '),
    percent(catalogue, 1),
    '≥ 50 %',
    section.verdict(catalogue >= 0.5),
  ]);

  section.text(`### Every run, ${small} orders`, '');
  runsTable(section, f.names, f.small, 'SQL (pg)', (name) => name);
  cpuTable(section, f.names, f.small, small);
  section.text(`### Every run, ${large} orders`, '');
  runsTable(section, f.names, f.large, 'SQL (pg)', (name) => name);
  shortSearchTable(section, f.shortSearch, small, large);
  section.text('### The catalogue against a bare node:http server', '');
  runsTable(
    section,
    ['GET /api/services'],
    f.catalogue.map((pair) => [pair]),
    'bare node:http',
    (name) => name,
  );
  if (f.profile) profileText(section, f.profile);
  return section;
}

/**
 * The two-character search: its expected answer is a 400 (the field code ORDER_SEARCH_TOO_SHORT), so a run's errors
 * are only failed requests and other statuses, and the row passes when none had any and its p50 at
 * the large size stays within ×1.2 of the small one's.
 */
function shortSearchRow(section: Section, runs: ReadFigures['shortSearch'], small: string, large: string) {
  const before = median(runs.small.map((run) => run.p50));
  const after = median(runs.large.map((run) => run.p50));
  const growth = after / Math.max(before, 1e-9);
  const errors = [...runs.small, ...runs.large].reduce((sum, run) => sum + run.errors, 0);
  section.row([
    `orders list, a two-character search (400, the hint to type three): p50 at ${large} / at ${small}`,
    `${before} → ${after} ms, unexpected answers ${errors}`,
    `×${growth.toFixed(2)}`,
    '≤ ×1.2, no unexpected answer',
    section.verdict(growth <= 1.2 && errors === 0),
  ]);
}

function shortSearchTable(section: Section, runs: ReadFigures['shortSearch'], small: string, large: string) {
  section.text(`### Every run, a two-character search (answered 400, the field code ORDER_SEARCH_TOO_SHORT)`, '');
  section.table(['orders', 'round', 'API (errors: any answer but the expected 400)']);
  for (const [size, list] of [
    [small, runs.small],
    [large, runs.large],
  ] as const)
    list.forEach((run, r) => section.row([size, r + 1, describe(run)]));
}

/** CPU per request and cores busy, e.g. "627 µs (1.00 core)": the median of the rounds for each. */
function cpuCell(results: Measured[], seconds: (cpu: CpuUse) => number | undefined): string {
  const per = results.flatMap((r) => {
    const used = r.cpu && seconds(r.cpu);
    return used === undefined || !r.count
      ? []
      : [{ micro: (1e6 * used) / r.count, cores: (used * r.perSecond) / r.count }];
  });
  if (!per.length) return '—';
  return `${Math.round(median(per.map((p) => p.micro)))} µs (${median(per.map((p) => p.cores)).toFixed(2)} core)`;
}

function cpuTable(section: Section, names: string[], rounds: Pair[][], size: string) {
  if (!rounds.some((round) => round.some((pair) => pair.api.cpu))) return;
  section.text(
    `### CPU per request, ${size} orders`,
    '',
    'Seconds of CPU each process used during a run (from /proc), over the requests it answered; in brackets, the cores',
    'it kept busy. The median of the rounds. Server, PostgreSQL and the load generator share the machine.',
    '',
  );
  section.table([
    'measure',
    'API: server',
    'API: PostgreSQL',
    'API: load generator',
    'SQL: PostgreSQL',
    'SQL: pg client',
  ]);
  names.forEach((name, at) => {
    const api = rounds.map((round) => round[at]!.api);
    const sql = rounds.map((round) => round[at]!.sql);
    section.row([
      name,
      cpuCell(api, (cpu) => cpu.server),
      cpuCell(api, (cpu) => cpu.postgres),
      cpuCell(api, (cpu) => cpu.load),
      cpuCell(sql, (cpu) => cpu.postgres),
      cpuCell(sql, (cpu) => cpu.load),
    ]);
  });
}

function profileText(section: Section, profile: NonNullable<ReadFigures['profile']>) {
  section.text(
    '### Where the server spends its time (orders list under load)',
    '',
    `A \`--cpu-prof\` of the server's workers, counting the samples of one orders-list run only (not its start-up); self time, in % of the samples they were busy (idle ${profile.idle} % of all).`,
    '',
  );
  section.table(['#', 'function — where', 'self %']);
  profile.functions.forEach((share, at) => section.row([at + 1, share.name, share.percent]));
  section.text('');
  section.table(['#', 'module', 'self %']);
  profile.modules.forEach((share, at) => section.row([at + 1, share.name, share.percent]));
}

export function writesSection(names: string[], rounds: Pair[][], seconds: number, amount: number): Section {
  const section = new Section('writes', 'API writes', [
    `10 connections each. The quotation request runs ${seconds} s; accepts and verifies each use up ${amount} prepared`,
    `items per side (quotations the workshop re-priced, copied in SQL; orders with a sandbox checkout opened and paid`,
    `through the API). "SQL" replays the operation's recorded statements, its transaction included, through \`pg\``,
    `from another process on items of its own.`,
  ]);
  section.lines.push('### Targets', '');
  section.table(['write', 'rounds', 'median', 'target', 'verdict']);
  names.forEach((name, at) => {
    const pairs = rounds.map((round) => round[at]!);
    const m = median(pairs.map(ratio));
    section.row([
      `${name} vs its SQL`,
      pairs.map((p) => percent(ratio(p), 1)).join(', '),
      percent(m, 1),
      '≥ 40 %',
      section.verdict(m >= 0.4),
    ]);
  });
  section.text('### Every run', '');
  runsTable(section, names, rounds, 'SQL (pg)', (name) => name);
  return section;
}
