import cluster from 'node:cluster';
import { loadProcessConfig } from './config';
import { startWorkers } from './workers';

/**
 * The primary prepares the database and runs the workers that serve the port, one at least, so
 * that a worker that dies is replaced (decisions 027 and 036); each worker is forked from the same
 * entry. The first worker is forked before anything else, so it loads the app while the primary
 * loads and prepares the rest.
 */
const config = loadProcessConfig();
if (!config) process.exit(1);
if (cluster.isWorker) {
  await (await import('./server-worker')).runWorker(config);
} else {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const workers = startWorkers(config.workers, print);
  await (await import('./server-primary')).runPrimary(config, workers);
}
