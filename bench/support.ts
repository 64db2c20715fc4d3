import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
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

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Saturating load from 10 connections on loopback, bounded in time. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 8): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A bare node:http server answering a fixed JSON body: the ceiling for any framework. */
export async function bareServer(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Runs `fn` from `concurrency` loops for `seconds`, answering completed calls per second. */
export async function throughput(fn: () => Promise<unknown>, concurrency = 10, seconds = 8): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await fn();
        done += 1;
      }
    }),
  );
  return Math.round(done / seconds);
}
