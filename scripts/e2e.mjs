// Browser tests: build the web app if needed, then Playwright drives Debian's chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!chromiumPath()) {
  console.error('No chromium at /usr/bin/chromium or CHROMIUM_PATH: install it with apt-get install chromium.');
  process.exit(1);
}
const opts = { cwd: root, stdio: 'inherit', env: process.env };
const build = spawnSync('node', ['scripts/ensure-web-build.mjs'], opts);
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], opts);
process.exit(result.status ?? 1);
