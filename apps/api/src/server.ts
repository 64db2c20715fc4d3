import { buildApp } from './app';
import { loadProcessConfig } from './config';
import { connectDatabase, runMigrations, type Database } from './db/client';
import { seedCatalogue } from './db/seed';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { loadDatabasePassword, lockDataDir, readStoredSecrets } from './lib/data-dir';
import { importUploadedFiles } from './lib/import-uploaded-files';
import { loadInstallSecrets } from './lib/install-secrets';
import { sandboxWarning } from './lib/payments/sandbox-warning';
import { gstWarning } from './modules/invoices/gst-warning';
import { ensureAdmin } from './modules/users/ensure-admin';
import path from 'node:path';

const print = (line: string) => process.stdout.write(`${line}\n`);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<void> {
  const config = loadProcessConfig();
  if (!config) process.exit(1);

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
    database = connectDatabase(config.databaseUrl ?? embedded!.url);
    await runMigrations(database.db);
    // One set per install, shared by every instance; environment variables override.
    const secrets = await loadInstallSecrets(database.db, await readStoredSecrets(config.dataDir));
    config.payments.keySecret ??= secrets.paymentsKeySecret;
    config.payments.webhookSecret ??= secrets.paymentsWebhookSecret;
    await importUploadedFiles(database.db, config.uploadsDir);
    await ensureAdmin(database.db, config, print);
    await seedCatalogue(database.db);

    const app = await buildApp({
      config,
      db: database.db,
      jwtSecret: config.jwtSecret ?? secrets.jwtSecret,
      runJobs: true,
    });
    await app.listen({ port: config.port, host: config.host });

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, shutting down`);
      await app.close(); // stops accepting, lets in-flight requests finish
      await database?.close();
      await embedded?.stop();
      unlock();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    process.stderr.write(`Karigar could not start: ${reason(error)}\n`);
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    unlock();
    process.exit(1);
  }
}

void main();
