import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, runMigrations, type Database } from '../apps/api/src/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/api/src/db/embedded';

export interface BenchDatabase {
  database: Database;
  url: string;
  stop: () => Promise<void>;
}

/** A fresh database on the embedded PostgreSQL (or DATABASE_URL's server), migrated. */
export async function benchDatabase(): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'karigar-bench-'));
  let embedded: EmbeddedServer | undefined;
  let adminUrl = process.env['DATABASE_URL'];
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), password: 'bench', log: () => undefined });
    adminUrl = embedded.url;
  }
  const name = `karigar_bench_${randomBytes(4).toString('hex')}`;
  const admin = connectDatabase(adminUrl, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 20);
  await runMigrations(database.db);
  return {
    database,
    url: url.toString(),
    stop: async () => {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
      await embedded?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
