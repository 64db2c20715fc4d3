// Builds the web app (and its server renderer of the public pages) when its build is missing or
// older than its sources, so `npm start` on a fresh clone serves the whole app and later starts stay fast.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildInto, isStale, root } from './fresh-build.mjs';

const dist = path.join(root, 'apps/web/dist');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/domain/src',
  'scripts/ensure-web-build.mjs',
];

if (isStale(path.join(dist, 'index.html'), sources)) {
  console.log('Building the web app…');
  await buildInto(dist, path.join(root, 'apps/web/node_modules/.cache'), (outDir) => {
    // The app for the browser, then the public pages' server renderer into its server/ folder; a
    // production build whoever asks (the test runner sets NODE_ENV=test, which Vite would follow).
    execFileSync('npm', ['run', 'build', '-w', '@karigar/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', WEB_OUT_DIR: outDir },
    });
  });
}
