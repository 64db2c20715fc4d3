// Builds the web app when its build is missing or older than its sources, so `npm start` on a
// fresh clone serves the whole app and later starts stay fast. The build goes to a private folder
// first and is then renamed into place, so two starts building at once never write into the same
// apps/web/dist (the last one to finish wins; both builds are complete).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const built = path.join(dist, 'index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/domain/src',
];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

/** Replaces apps/web/dist with `fresh`; another start may be swapping its own build in meanwhile. */
function moveIntoPlace(fresh) {
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

if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest))) {
  console.log('Building the web app…');
  // Inside an ignored folder on the same file system as dist, so the rename is atomic.
  const cache = path.join(root, 'apps/web/node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = path.join(cache, `web-build-${process.pid}-${Date.now()}`);
  try {
    execFileSync('npm', ['run', 'build', '-w', '@karigar/web', '--', '--outDir', outDir], {
      cwd: root,
      stdio: 'inherit',
    });
    moveIntoPlace(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
