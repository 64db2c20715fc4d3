// `npm run dev`: the API under NODE_ENV=development (sandbox payments unless PAYMENTS_MODE says
// otherwise; the local web ports allowed by CORS) and Vite's dev server for the web app, which
// proxies /api to it. Stopping either stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// One app process: a restart on every change is quicker, and its log reads in order.
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env,
  }),
];

let exitCode;
for (const child of children) {
  child.on('exit', (code) => {
    exitCode ??= code ?? 1;
    for (const other of children) if (other.exitCode === null) other.kill('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
