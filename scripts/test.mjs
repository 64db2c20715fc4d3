// `npm test`: unit, API and component tests always; browser tests when chromium is present.
// With E2E_REQUIRED=1 (CI) a missing browser is a failure. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const unit = run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
if (unit !== 0) process.exit(unit);

if (!chromiumPath()) {
  const message = 'Browser tests skipped: no chromium at /usr/bin/chromium or CHROMIUM_PATH (apt-get install chromium).';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`${message} E2E_REQUIRED=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} ***\n`);
  process.exit(0);
}
process.exit(run('node', ['scripts/e2e.mjs']));
