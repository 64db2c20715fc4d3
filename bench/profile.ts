/**
 * Where the server's time goes: a V8 CPU profile (`--cpu-prof`) of the server under the orders
 * list's load, summed by self time per function and per module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  percent: number;
}

export interface Summary {
  functions: Share[];
  modules: Share[];
  idle: number;
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
    .map(([name, hits]) => ({ name, percent: Math.round((1000 * hits) / Math.max(all, 1)) / 10 }));

/**
 * The top functions and modules by self time, in % of the samples the process was busy during the
 * last `seconds` of the profile (the load; start-up, which loads and links every module, is left out).
 */
export function summariseProfile(dir: string, seconds: number, count = 10): Summary {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no CPU profile');
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - seconds * 1e6;
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) return;
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') {
      idle += 1;
      return;
    }
    busy += 1;
    const where = moduleOf(callFrame.url, callFrame.functionName);
    const name = `${callFrame.functionName || '(anonymous)'} — ${where}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + 1);
    modules.set(where, (modules.get(where) ?? 0) + 1);
  });
  return {
    functions: top(functions, busy, count),
    modules: top(modules, busy, count),
    idle: Math.round((1000 * idle) / Math.max(1, idle + busy)) / 10,
  };
}
