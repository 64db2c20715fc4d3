import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app';
import { childrenOf, freePort, startServerOn, waitHealthy, type ServerProcess } from '../../test/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (its one app process under the primary) on a PostgreSQL that drops its
 * connections, as a restart or a failover does.
 */
describe.skipIf(process.platform !== 'linux')('a server whose database connections are dropped', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-dropped-'));
  const admin = { email: 'owner@workshop.test', password: 'owner-pass-1234' };
  let testDatabase: TestDatabase;
  let database: pg.Client;
  let server: ServerProcess;
  let base: string;
  let port: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = new pg.Client({ connectionString: testDatabase.url });
    await database.connect();
    port = await freePort();
    server = await startServerOn(testDatabase.url, {
      dataDir,
      port,
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.closed;
    }
    await database?.end();
    await testDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const tokenOf = async (email: string, password: string) =>
    ((await (await post('/api/auth/login', { email, password })).json()) as { accessToken: string }).accessToken;

  /** Ends every connection the server holds to its database (pg_terminate_backend); answers how many. */
  const dropConnections = async () =>
    (
      await database.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).rowCount ?? 0;

  it('keeps its process, answers 503 for the requests it loses, keeps every acknowledged write and is healthy within seconds', async () => {
    const customer = { name: 'Asha Patil', email: 'asha@example.com', password: 'secret-pass', language: 'en' };
    expect((await post('/api/auth/register', customer)).status).toBe(201);
    const customerToken = await tokenOf(customer.email, customer.password);
    const adminToken = await tokenOf(admin.email, admin.password);
    const services = (await (await fetch(`${base}/api/services`)).json()) as { services: { _id: string }[] };
    const serviceId = services.services[0]!._id;
    const appProcesses = childrenOf(server.child.pid!);
    expect(appProcesses).toHaveLength(1);

    const acknowledged: string[] = [];
    const failures: { status: number; code?: string }[] = [];
    let running = true;
    // Writes in a transaction each, and admin exports through a cursor on a lent connection.
    const requestQuotations = async () => {
      while (running) {
        const res = await post(
          '/api/quotations/request',
          { service: serviceId, quotationPrice: 1000, details: 'Crack in the bumper' },
          customerToken,
        );
        const body = (await res.json()) as { quotation?: { _id: string }; code?: string };
        if (res.status === 201) acknowledged.push(body.quotation!._id);
        else failures.push({ status: res.status, code: body.code });
      }
    };
    const exportQuotations = async () => {
      while (running) {
        const res = await fetch(`${base}/api/quotations/export.csv`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        // A download cut half-way still began as a 200; only its status matters here.
        const body = await res.text().catch(() => '');
        if (res.status !== 200)
          failures.push({ status: res.status, code: (JSON.parse(body) as { code: string }).code });
      }
    };
    const load = [...Array.from({ length: 4 }, requestQuotations), exportQuotations(), exportQuotations()];

    let dropped = 0;
    for (let round = 0; round < 6; round++) {
      await sleep(250);
      dropped += await dropConnections();
    }
    const droppedAt = Date.now();
    await waitHealthy(port, server.output);
    const healthyAfterMs = Date.now() - droppedAt;
    running = false;
    await Promise.all(load);

    expect(dropped).toBeGreaterThan(6);
    expect(server.child.exitCode).toBeNull();
    expect(childrenOf(server.child.pid!)).toEqual(appProcesses);
    expect(server.output()).not.toMatch(/Worker \d+ stopped/);
    expect(healthyAfterMs).toBeLessThan(5_000);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((f) => f.status !== 503 || f.code !== 'DATABASE_UNREACHABLE')).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await database.query<{ count: string }>(
      'select count(*) from quotations where id = any($1::uuid[])',
      [acknowledged],
    );
    expect(Number(stored.rows[0]!.count)).toBe(acknowledged.length);
    // The next requests get fresh connections.
    const after = await post(
      '/api/quotations/request',
      { service: serviceId, quotationPrice: 1000, details: 'After the drop' },
      customerToken,
    );
    expect(after.status).toBe(201);
  }, 60_000);

  it('replaces its one app process when that process dies', async () => {
    const [appProcess] = childrenOf(server.child.pid!);
    process.kill(appProcess!, 'SIGKILL');
    for (let i = 0; i < 100 && (childrenOf(server.child.pid!)[0] ?? appProcess) === appProcess; i++) await sleep(100);
    const [replacement] = childrenOf(server.child.pid!);
    expect(replacement).toBeDefined();
    expect(replacement).not.toBe(appProcess);
    await waitHealthy(port, server.output);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
