/**
 * Where the server's time goes: a V8 CPU profile (`--cpu-prof`) of the server under the orders
 * list's load, summed by self time per function and per module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface Share {
  name: string;
  percent: number;
}

/** A module's name: the package under node_modules, the app's own file, or V8's pseudo-entry. */
function moduleOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const clean = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inPackage) return inPackage[1]!;
  if (clean.startsWith('node:')) return clean;
  const app = /\/(apps|packages)\/(.+)$/.exec(clean);
  return app ? `${app[1]}/${app[2]}` : path.basename(clean);
}

const top = (totals: Map<string, number>, all: number, count: number): Share[] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, percent: Math.round((1000 * hits) / all) / 10 }));

/** The top functions and modules by self time, in % of the samples the process was busy. */
export function summariseProfile(dir: string, count = 10): { functions: Share[]; modules: Share[]; idle: number } {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no CPU profile');
  const { nodes } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { nodes: ProfileNode[] };
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const { callFrame, hitCount = 0 } of nodes) {
    if (!hitCount) continue;
    if (callFrame.functionName === '(idle)') {
      idle += hitCount;
      continue;
    }
    busy += hitCount;
    const where = moduleOf(callFrame.url, callFrame.functionName);
    const name = `${callFrame.functionName || '(anonymous)'} — ${where}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + hitCount);
    modules.set(where, (modules.get(where) ?? 0) + hitCount);
  }
  return {
    functions: top(functions, busy, count),
    modules: top(modules, busy, count),
    idle: Math.round((1000 * idle) / Math.max(1, idle + busy)) / 10,
  };
}
