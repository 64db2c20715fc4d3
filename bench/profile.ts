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
 * The profiles the app's processes wrote: its workers' (the primary only hands out connections), or
 * the server's own when it serves alone. V8 names each file after its process id.
 */
function appProfiles(dir: string, primaryPid: number | undefined): Profile[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const pidOf = (name: string) => Number(name.split('.')[3]);
  const workers = files.filter((name) => pidOf(name) !== primaryPid);
  const chosen = workers.length ? workers : files;
  if (!chosen.length) throw new Error('the server wrote no CPU profile');
  return chosen.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Profile);
}

/**
 * The top functions and modules by self time, in % of the samples the app's processes were busy
 * during the last `seconds` of their profiles (the load; start-up, which loads and links every
 * module, is left out).
 */
export function summariseProfile(dir: string, seconds: number, primaryPid?: number, count = 10): Summary {
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const profile of appProfiles(dir, primaryPid)) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const from = profile.endTime - seconds * 1e6;
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
  }
  return {
    functions: top(functions, busy, count),
    modules: top(modules, busy, count),
    idle: Math.round((1000 * idle) / Math.max(1, idle + busy)) / 10,
  };
}
