// Shared by the build checks `npm start` runs: rebuild an output folder when it is missing or older
// than its sources. A build goes to a private folder first and is then renamed into place, so two
// starts building at once never write into the same folder (the last one to finish wins; both
// builds are complete).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newest(full) {
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(full, name))), stat.mtimeMs);
}

/** Whether `marker` (a file the build writes) is missing or older than any of `sources` (paths from the root). */
export function isStale(marker, sources) {
  return !existsSync(marker) || statSync(marker).mtimeMs < Math.max(...sources.map((p) => newest(path.join(root, p))));
}

/** Replaces `dist` with `fresh`; another start may be swapping its own build in meanwhile. */
function moveIntoPlace(fresh, dist) {
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(fresh, dist);
      return;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST', 'EPERM'].includes(error.code) || attempt >= 20) throw error;
    }
    // An earlier build is there: move it aside (unless another start just did), drop it, try again.
    const old = `${fresh}-old-${attempt}`;
    try {
      renameSync(dist, old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    rmSync(old, { recursive: true, force: true });
  }
}

/**
 * Runs `build(outDir)` into a private folder inside `cacheDir` (an ignored folder on the same file
 * system as `dist`, so the rename is atomic), then moves the result to `dist`.
 */
export async function buildInto(dist, cacheDir, build) {
  mkdirSync(cacheDir, { recursive: true });
  const outDir = path.join(cacheDir, `build-${process.pid}-${Date.now()}`);
  try {
    await build(outDir);
    moveIntoPlace(outDir, dist);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
