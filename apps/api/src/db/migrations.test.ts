import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { connectDatabase, runMigrations, type Database } from './client';

describe('runMigrations', () => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `karigar_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  const instances: Database[] = [];
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('migrates an empty database once when several instances start on it together', async () => {
    for (let i = 0; i < 3; i++) instances.push(connectDatabase(withDatabase(adminUrl, name), 2));
    await Promise.all(instances.map((instance) => runMigrations(instance.db)));
    const { rows } = await instances[0]!.pool.query(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    );
    expect(rows[0].applied).toBeGreaterThanOrEqual(11);
  }, 60_000);
});
