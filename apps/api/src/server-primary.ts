import path from 'node:path';
import type { Config } from './config';
import { connectDatabase, runMigrations, type Database } from './db/client';
import { seedCatalogue } from './db/seed';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { loadDatabasePassword, lockDataDir, readStoredSecrets } from './lib/data-dir';
import { importUploadedFiles } from './lib/import-uploaded-files';
import { loadInstallSecrets } from './lib/install-secrets';
import { sandboxWarning } from './lib/payments/sandbox-warning';
import { whatsAppWarning } from './lib/whatsapp/whatsapp-config';
import { gstWarning } from './modules/invoices/gst-warning';
import { einvoiceWarning } from './modules/gst-reports/einvoice-warning';
import { ensureAdmin } from './modules/users/ensure-admin';
import { onStopSignal } from './stop-signal';
import type { AppWorker } from './workers';

const print = (line: string) => process.stdout.write(`${line}\n`);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The primary: takes DATA_DIR, starts the embedded database (unless DATABASE_URL is set), migrates
 * and seeds it, then serves the port with its `worker`, replaced whenever it dies. The app loads
 * meanwhile, in the worker.
 */
export async function runPrimary(config: Config, worker: AppWorker): Promise<void> {
  // One line, no stack trace: a second server on this DATA_DIR, or a DATA_DIR that cannot be used.
  // Only the embedded database needs DATA_DIR to itself; servers on one DATABASE_URL may share it.
  const unlock = config.databaseUrl
    ? () => undefined
    : await lockDataDir(config.dataDir).catch((error: unknown) => {
        process.stderr.write(`Karigar could not start: ${reason(error)}\n`);
        process.exit(1); // its worker, waiting for its settings, ends with it
      });
  for (const warning of [sandboxWarning(config), whatsAppWarning(config), gstWarning(config)]) {
    if (warning) process.stderr.write(`${warning}\n`);
  }
  let embedded: EmbeddedServer | undefined;
  let database: Database | undefined;
  const stopDatabase = async () => {
    await database?.close();
    await embedded?.stop();
    unlock();
  };
  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'pg'),
        password: await loadDatabasePassword(config.dataDir),
        log: print,
      });
    }
    const databaseUrl = config.databaseUrl ?? embedded!.url;
    database = connectDatabase(databaseUrl);
    await runMigrations(database.db);
    const turnoverWarning = await einvoiceWarning(database.db, config);
    if (turnoverWarning) process.stderr.write(`${turnoverWarning}\n`);
    // One set per install, shared by every instance; environment variables override.
    const secrets = await loadInstallSecrets(database.db, await readStoredSecrets(config.dataDir));
    await importUploadedFiles(database.db, config.uploadsDir);
    await ensureAdmin(database.db, config, print);
    await seedCatalogue(database.db);

    worker.serve({ databaseUrl, secrets });
    // Stoppable from here on: the port answers as soon as the worker listens.
    onStopSignal(async () => {
      await worker.stop();
      await stopDatabase();
    });
    await worker.ready;
  } catch (error) {
    process.stderr.write(`Karigar could not start: ${reason(error)}\n`);
    await worker.stop();
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    unlock();
    process.exit(1);
  }
}
