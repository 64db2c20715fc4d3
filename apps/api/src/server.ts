import cluster from 'node:cluster';
import path from 'node:path';
import { loadProcessConfig, type Config } from './config';
import { connectDatabase, runMigrations, type Database } from './db/client';
import { seedCatalogue } from './db/seed';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { loadDatabasePassword, lockDataDir, readStoredSecrets } from './lib/data-dir';
import { importUploadedFiles } from './lib/import-uploaded-files';
import { loadInstallSecrets, type InstallSecrets } from './lib/install-secrets';
import { sandboxWarning } from './lib/payments/sandbox-warning';
import { gstWarning } from './modules/invoices/gst-warning';
import { ensureAdmin } from './modules/users/ensure-admin';
import { startWorkers, type CannotStart } from './workers';

const print = (line: string) => process.stdout.write(`${line}\n`);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `stop` once, on the first SIGTERM or SIGINT, then exits 0. */
function onStopSignal(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).then(() => process.exit(0));
  };
  process.on('SIGTERM', () => handle('SIGTERM'));
  process.on('SIGINT', () => handle('SIGINT'));
}

/** The app in this process: alone (WORKERS=1), or as one of the workers the primary forked. */
async function serveHere(config: Config, database: Database, secrets: InstallSecrets) {
  // Loaded only where the app runs: a primary with workers never needs it.
  const { serveApp } = await import('./serve-app');
  const app = await serveApp(config, database.db, secrets);
  return async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close(); // stops accepting, lets in-flight requests finish
  };
}

/**
 * A worker: the primary has prepared the database and passed its URL. It serves until told to
 * stop; if it cannot start, it tells the primary why (the primary prints it once) and exits.
 */
async function worker(config: Config): Promise<void> {
  const database = connectDatabase(config.databaseUrl!);
  try {
    const stopApp = await serveHere(config, database, await loadInstallSecrets(database.db));
    onStopSignal(async (signal) => {
      await stopApp(signal);
      await database.close();
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    const message: CannotStart = { cannotStart: reason(error) };
    process.send?.(message, () => process.exit(1));
  }
}

/**
 * The primary: takes DATA_DIR, starts the embedded database (unless DATABASE_URL is set), migrates
 * and seeds it, then serves the port with `config.workers` app processes (itself when there is one).
 */
async function primary(config: Config): Promise<void> {
  // One line, no stack trace: a second server on this DATA_DIR, or a DATA_DIR that cannot be used.
  // Only the embedded database needs DATA_DIR to itself; servers on one DATABASE_URL may share it.
  const unlock = config.databaseUrl
    ? () => undefined
    : await lockDataDir(config.dataDir).catch((error: unknown) => {
        process.stderr.write(`Karigar could not start: ${reason(error)}\n`);
        process.exit(1);
      });
  for (const warning of [sandboxWarning(config), gstWarning(config)]) {
    if (warning) process.stderr.write(`${warning}\n`);
  }
  let embedded: EmbeddedServer | undefined;
  let database: Database | undefined;
  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'pg'),
        password: await loadDatabasePassword(config.dataDir),
        log: print,
      });
    }
    const url = config.databaseUrl ?? embedded!.url;
    database = connectDatabase(url);
    await runMigrations(database.db);
    // One set per install, shared by every instance; environment variables override.
    const secrets = await loadInstallSecrets(database.db, await readStoredSecrets(config.dataDir));
    await importUploadedFiles(database.db, config.uploadsDir);
    await ensureAdmin(database.db, config, print);
    await seedCatalogue(database.db);

    const stopDatabase = async () => {
      await database?.close();
      await embedded?.stop();
      unlock();
    };
    if (config.workers === 1) {
      const stopApp = await serveHere(config, database, secrets);
      onStopSignal(async (signal) => {
        await stopApp(signal);
        await stopDatabase();
      });
    } else {
      // Stoppable from the first worker's start: the port answers as soon as one worker listens.
      const workers = startWorkers(config.workers, { DATABASE_URL: url }, print);
      onStopSignal(async () => {
        await workers.stop();
        await stopDatabase();
      });
      await workers.ready;
    }
  } catch (error) {
    process.stderr.write(`Karigar could not start: ${reason(error)}\n`);
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    unlock();
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadProcessConfig();
  if (!config) process.exit(1);
  await (cluster.isWorker ? worker(config) : primary(config));
}

void main();
