/**
 * bench/RESULTS.md: a header and one section per part. A run rewrites the sections of the parts it
 * ran and keeps the others as they were, each with the date and machine it was measured on, and keeps
 * the hand-written `notes` section.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { LoadResult } from './load-worker';

const file = path.join(import.meta.dirname, 'RESULTS.md');

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const percent = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(whole, 1e-9))} %`;

export const describe = (r: LoadResult) => `${r.perSecond}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`;

/** The rows and notes of one part's section. */
export class Section {
  readonly lines: string[] = [];

  constructor(
    readonly part: string,
    title: string,
    intro: string[],
  ) {
    this.lines.push(`## ${title}`, '', ...intro, '');
  }

  table(columns: string[]): void {
    this.lines.push(`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`);
  }

  row(cells: (string | number)[]): void {
    this.lines.push(`| ${cells.join(' | ')} |`);
  }

  verdict(ok: boolean): string {
    return ok ? 'PASS' : '**FAIL**';
  }

  text(...lines: string[]): void {
    this.lines.push('', ...lines);
  }
}

export async function machine(pool: pg.Pool): Promise<string> {
  const [{ server_version: pgVersion }] = (await pool.query('SHOW server_version')).rows as [
    { server_version: string },
  ];
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}, ${os.platform()} ${os.release()}`;
}

const marker = (part: string, end = false) => `<!-- ${end ? '/' : ''}section:${part} -->`;

function keptSections(parts: readonly string[]): Map<string, string> {
  const kept = new Map<string, string>();
  if (!existsSync(file)) return kept;
  const text = readFileSync(file, 'utf8');
  for (const part of parts) {
    const start = text.indexOf(marker(part));
    const end = text.indexOf(marker(part, true));
    if (start >= 0 && end > start) kept.set(part, text.slice(start + marker(part).length, end).trim());
  }
  return kept;
}

/** Writes RESULTS.md: `header`, then for each part (in order) this run's section or the kept one. */
export function writeResults(header: string[], parts: readonly string[], sections: Section[], stamp: string): string {
  const kept = keptSections(parts);
  for (const section of sections) {
    const [title, ...rest] = section.lines;
    kept.set(section.part, [title, '', `_Measured ${stamp}._`, ...rest].join('\n'));
  }
  const body = parts
    .filter((part) => kept.has(part))
    .map((part) => `${marker(part)}\n${kept.get(part)}\n${marker(part, true)}`);
  const text = `${[...header, '', ...body].join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`;
  writeFileSync(file, text);
  return text;
}
