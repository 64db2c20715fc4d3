/**
 * `npm run payments:reconcile`: asks Razorpay once about checkouts left open for more than 15
 * minutes and records what it says (live mode only; a running server also does this every 5 minutes).
 * Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR: the running server's, or one
 * started for the run when no server is running.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { loadProcessConfig, type Config } from '../config';
import { connectDatabase, runMigrations } from '../db/client';
import { runningPostmaster, startEmbeddedPostgres } from '../db/embedded';
import { loadDatabasePassword, lockDataDir } from '../lib/data-dir';
import nodemailer from 'nodemailer';
import { defaultDeliveryPolicy, deliverDueMail } from '../lib/outbox/deliver-due-mail';
import { createMailOutbox } from '../lib/outbox/queue-mail';
import { pinoOptions, stdoutStream } from '../logger';
import { createPaymentProvider } from '../lib/payments/create-payment-provider';
import { reconcilePayments } from '../modules/payments/reconcile-payments';

const print = (line: string) => process.stdout.write(`${line}\n`);

interface OpenedDatabase {
  url: string;
  /** True when this run started the embedded server (its schema may be older than this code). */
  started: boolean;
  release: () => Promise<void>;
}

async function openDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, started: false, release: async () => undefined };
  await mkdir(config.dataDir, { recursive: true });
  const password = await loadDatabasePassword(config.dataDir);
  const pgDir = path.join(config.dataDir, 'pg');
  const port = runningPostmaster(pgDir)?.port;
  if (port) {
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    return { url, started: false, release: async () => undefined };
  }
  const unlock = await lockDataDir(config.dataDir);
  const embedded = await startEmbeddedPostgres({ dir: pgDir, password, log: print });
  return {
    url: embedded.url,
    started: true,
    release: async () => {
      await embedded.stop();
      unlock();
    },
  };
}

async function main(): Promise<number> {
  const config = loadProcessConfig();
  if (!config) return 1;
  if (config.payments.mode !== 'live') {
    print('Payments are in sandbox mode: there is no gateway to reconcile with.');
    return 0;
  }
  const log = pino(pinoOptions(config), stdoutStream());
  const { url, started, release } = await openDatabase(config);
  const database = connectDatabase(url, 2);
  try {
    if (started) await runMigrations(database.db);
    const mail = createMailOutbox({
      delivering: Boolean(config.smtpUrl),
      log,
      showLinks: config.env === 'development',
    });
    const provider = createPaymentProvider(config.payments, database.db);
    const summary = await reconcilePayments({ config, db: database.db, mail, provider, log });
    if (config.smtpUrl) {
      // Delivers the mail that is due (this run's among it) now, as a running server's mail worker would.
      const transport = nodemailer.createTransport(config.smtpUrl);
      const delivery = { db: database.db, transport, from: config.mailFrom, log, policy: defaultDeliveryPolicy };
      await deliverDueMail(delivery).finally(() => transport.close());
    }
    print(
      `Checked ${summary.checked} open checkout(s): ${summary.paid} paid, ${summary.refundDue} refund(s) due, ${summary.failed} failed, ${summary.errors} error(s).`,
    );
    return summary.errors ? 1 : 0;
  } finally {
    await database.close();
    await release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Payment reconciliation failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
