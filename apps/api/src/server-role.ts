import cluster from 'node:cluster';
import { loadProcessConfig } from './config';
import { startWorker } from './workers';

/**
 * The primary prepares the database and runs the one app process (its worker) that serves the port,
 * so that a worker that dies is replaced (decisions 027 and 036); the worker is forked from the same
 * entry, before anything else, so it loads the app while the primary loads and prepares the rest.
 */
const config = loadProcessConfig();
if (!config) process.exit(1);
if (cluster.isWorker) {
  await (await import('./server-worker')).runWorker(config);
} else {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const worker = startWorker(print);
  await (await import('./server-primary')).runPrimary(config, worker);
}
