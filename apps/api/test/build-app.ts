import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, type Db } from '../src/db/client';
import { outbox } from '../src/db/schema/outbox';
import { messageOfRow, type MailMessage } from '../src/lib/outbox/mail-message';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The connection string of this app's own database (for a second process or client on it). */
  databaseUrl: string;
  config: Config;
  /** The secret the app signs access tokens with (to sign test tokens, e.g. expired ones). */
  jwtSecret: string;
  /**
   * Every message in the outbox (kept, or with SMTP_URL pending or sent), in the order queued, once
   * the work the app started after its answers has ended.
   */
  mail: () => Promise<MailMessage[]>;
  /** Empties the outbox, so a test reads only the mail of what it does next. */
  clearMail: () => Promise<void>;
  /** Every line the app logged, as JSON text (empty unless `captureLogs` is set). */
  logs: string[];
  /** Another app instance on this database and DATA_DIR, as a second `npm start`; closed by close(). */
  anotherInstance: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

export interface TestDatabase {
  /** The connection string of the fresh database. */
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database copied from the migrated template (on the test PostgreSQL); drop() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `karigar_t_${randomBytes(6).toString('hex')}`;
  await createDatabaseFromTemplate(adminUrl, name, inject('templateDatabase'));
  return { url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Log at info level (unless LOG_LEVEL is given) into `logs` instead of logging nothing. */
  captureLogs?: boolean;
  /** The built web app to serve (default: apps/web/dist, when built). */
  webDistDir?: string;
}

/** Builds the app on a fresh database copied from the migrated template. Call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const databaseUrl = testDatabase.url;
  const database = connectDatabase(databaseUrl, 5);
  const dataDir = path.join(os.tmpdir(), new URL(databaseUrl).pathname.slice(1));
  const loaded = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
    APP_URL: 'http://karigar.test',
    RAZORPAY_KEY_SECRET: 'test_key_secret',
    RAZORPAY_WEBHOOK_SECRET: 'test_webhook_secret',
    // A workshop registered under GST, issuing tax invoices; `BUSINESS_GSTIN: ''` tests one without.
    BUSINESS_GSTIN: '27AAACK1234F1Z5',
    ...options.env,
  });
  const config = options.webDistDir ? { ...loaded, webDistDir: options.webDistDir } : loaded;
  const jwtSecret = randomBytes(32).toString('hex');
  const logs: string[] = [];
  const logDestination = options.captureLogs ? { write: (line: string) => void logs.push(line) } : undefined;
  const build = async () => {
    const instance = await buildApp({ config, db: database.db, jwtSecret, logDestination });
    await instance.ready();
    return instance;
  };
  const app = await build();
  const others: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    databaseUrl,
    config,
    jwtSecret,
    // Mail queued after an answer (a password reset) is waited for first.
    mail: async () => {
      await app.answeredWorkDone();
      return (await database.db.select().from(outbox).orderBy(outbox.createdAt)).map(messageOfRow);
    },
    clearMail: async () => {
      await app.answeredWorkDone();
      await database.db.delete(outbox);
    },
    logs,
    anotherInstance: async () => {
      const other = await build();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createDatabaseFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // Two files copying the template at the same moment can collide; try again shortly.
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await client.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
