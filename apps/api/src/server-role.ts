import cluster from 'node:cluster';
import { loadProcessConfig } from './config';
import { startWorkers } from './workers';

/**
 * The primary prepares the database and runs the workers that serve the port (or serves it itself
 * with WORKERS=1); each worker is forked from the same entry (decision 027). The first worker is
 * forked before anything else, so it loads the app while the primary loads and prepares the rest.
 */
const config = loadProcessConfig();
if (!config) process.exit(1);
if (cluster.isWorker) {
  await (await import('./server-worker')).runWorker(config);
} else {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const workers = config.workers > 1 ? startWorkers(config.workers, print) : undefined;
  await (await import('./server-primary')).runPrimary(config, workers);
}
