import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { ensureServerBuild, ensureWebBuild } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL per test run: the embedded one in a temporary folder, or the server named by
 * DATABASE_URL. Migrations run once into a template database that every test file copies. The
 * server bundle, which the tests that start a server process run, and the web build with its
 * server renderer, which the server-rendered pages' tests serve, are brought up to date once here
 * (before any test app reads the web build).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureServerBuild();
  ensureWebBuild();
  const dir = path.join(os.tmpdir(), `karigar-test-${randomBytes(4).toString('hex')}`);
  const embedded = process.env['DATABASE_URL']
    ? undefined
    : await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), password: 'test', log: () => undefined });
  const adminUrl = process.env['DATABASE_URL'] ?? embedded!.url;
  const template = `karigar_tpl_${randomBytes(4).toString('hex')}`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const templateDb = connectDatabase(withDatabase(adminUrl, template), 1);
  await runMigrations(templateDb.db);
  await templateDb.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
