import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/build-app';
import { childrenOf, freePort, startServerProcess, waitHealthy, type ServerProcess } from '../test/server-process';
import { connectDatabase, type Database } from './db/client';
import { installSecrets } from './db/schema/install-secrets';
import { payments } from './db/schema/payments';
import { scheduledJobs } from './db/schema/scheduled-jobs';
import { sandboxPayments } from './db/schema/sandbox-payments';
import { hmacSha256Hex } from './lib/payments/signatures';
import { paymentEvent } from './modules/payments/payment-test-fixtures';

/**
 * Two servers as `npm start` runs them, on one DATABASE_URL and one DATA_DIR: whatever one
 * instance learns, the other knows.
 */
describe('two app instances on one PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-two-instances-'));
  const admin = { email: 'owner@workshop.test', password: 'owner-pass-1234' };
  const customer = { name: 'Asha Patil', email: 'asha@example.com', password: 'secret-pass' };
  let testDatabase: TestDatabase;
  let database: Database;
  const servers: ServerProcess[] = [];
  let a: string;
  let b: string;

  async function start(): Promise<string> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: testDatabase.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    for (const name of ['JWT_SECRET', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'SMTP_URL']) delete env[name];
    const server = startServerProcess(env);
    servers.push(server);
    await waitHealthy(port, server.output);
    return `http://127.0.0.1:${port}`;
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = connectDatabase(testDatabase.url, 2);
    // Started together: they must agree on the install's secrets and seed the catalogue once.
    [a, b] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.closed;
    }
    await database?.close();
    await testDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The fields these tests read from the answers. */
  interface Answer {
    user: { _id: string; profileImage: string };
    accessToken: string;
    refreshToken: string;
    total: number;
    services: { _id: string }[];
    /** A created order (`_id`) or an opened checkout (`id`, `amount`). */
    order: { _id: string; id: string; amount: number };
    paymentStatus: string;
  }

  const call = async (base: string, url: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers['authorization'] = `Bearer ${init.token}`;
    let body: string | FormData | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await fetch(`${base}${url}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) as Answer };
  };
  const login = (base: string, email: string, password: string) =>
    call(base, '/api/auth/login', { body: { email, password } });

  let customerToken: string;
  let customerId: string;

  it('registers on A and refreshes on B; after a logout on A the refresh token is dead on B', async () => {
    const registered = await call(a, '/api/auth/register', { body: { ...customer, language: 'en' } });
    expect(registered.status).toBe(201);
    customerId = registered.json().user._id;

    const session = (await login(a, customer.email, customer.password)).json();
    const refreshed = await call(b, '/api/auth/refresh-token', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    const next = refreshed.json();
    expect((await call(a, '/api/auth/me', { token: next.accessToken })).status).toBe(200);

    expect((await call(a, '/api/auth/logout', { body: { refreshToken: next.refreshToken } })).status).toBe(200);
    expect((await call(b, '/api/auth/refresh-token', { body: { refreshToken: next.refreshToken } })).status).toBe(401);
    customerToken = (await login(b, customer.email, customer.password)).json().accessToken;
    // The install's secrets (signing, and the sandboxes' webhook secrets) live in the database: nothing per instance in DATA_DIR.
    expect(await database.db.select().from(installSecrets)).toHaveLength(5);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('serves through B an avatar uploaded through A', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const updated = await call(a, '/api/auth/users/me', { method: 'PUT', token: customerToken, body: form });
    expect(updated.status).toBe(200);
    const image = updated.json().user.profileImage;

    const served = await fetch(`${b}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  /** A manual order for the customer, made by the admin on B from the catalogue both seeded once. */
  async function newOrder(): Promise<string> {
    const adminToken = (await login(b, admin.email, admin.password)).json().accessToken;
    const catalogue = (await call(b, '/api/services')).json();
    expect(catalogue.total).toBe(7);
    const order = await call(b, '/api/orders', {
      token: adminToken,
      body: { userId: customerId, serviceId: catalogue.services[0]!._id, quantity: 1 },
    });
    expect(order.status).toBe(201);
    return order.json().order._id;
  }
  const openCheckout = async (orderId: string) => {
    const res = await call(a, '/api/payments/create-order', {
      token: customerToken,
      body: { orderId, currency: 'INR' },
    });
    expect(res.status).toBe(200);
    return res.json().order;
  };
  const paymentStatus = async (orderId: string) =>
    (await call(a, `/api/orders/${orderId}`, { token: customerToken })).json().paymentStatus;

  it('pays through B a sandbox checkout opened on A', async () => {
    const orderId = await newOrder();
    const checkout = await openCheckout(orderId);
    const paid = await call(b, '/api/payments/sandbox/pay', { body: { order_id: checkout.id } });
    expect(paid.status).toBe(200);
    expect(
      await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerOrderId, checkout.id)),
    ).toEqual([expect.objectContaining({ status: 'captured', amountPaise: checkout.amount })]);
    const verified = await call(b, '/api/payments/verify', {
      token: customerToken,
      body: { ...paid.json(), orderId },
    });
    expect(verified.status).toBe(200);
    expect(await paymentStatus(orderId)).toBe('paid');
  });

  it('applies once the same signed webhook delivered to A and to B', async () => {
    const orderId = await newOrder();
    const checkout = await openCheckout(orderId);
    const [secret] = await database.db
      .select()
      .from(installSecrets)
      .where(eq(installSecrets.name, 'payments_webhook_secret'));
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const body = paymentEvent('payment.captured', { id: paymentId, order_id: checkout.id, amount: checkout.amount });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(secret!.value, body),
      'x-razorpay-event-id': `evt_${randomBytes(7).toString('hex')}`,
    };
    const answers = await Promise.all(
      [a, b].map(async (base) => {
        const res = await fetch(`${base}/api/payments/webhook`, { method: 'POST', headers, body });
        return { status: res.status, body: (await res.json()) as { duplicate?: boolean } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate)).toHaveLength(1);
    expect(await paymentStatus(orderId)).toBe('paid');
    expect(await database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId))).toHaveLength(1);
  });

  it("counts an account's failed logins across both instances", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await login(i % 2 ? b : a, customer.email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await login(a, customer.email, 'wrong-again')).status).toBe(429);
    expect((await login(b, customer.email, customer.password)).status).toBe(429);
  });

  it('ran the payment reconciliation, the reminders and the clean-up once, though both instances looked for them', async () => {
    const jobs = async () =>
      (await database.db.select().from(scheduledJobs).orderBy(scheduledJobs.name)).map((job) => ({
        name: job.name,
        runs: job.runs,
        finished: job.lastFinishedAt !== null,
        lastError: job.lastError,
        pid: Number(job.lastInstance?.split(':').at(-1)),
      }));
    await expect.poll(async () => (await jobs()).every((job) => job.finished)).toBe(true);
    // The jobs run in an instance's app process (its primary's worker).
    const pids = servers.flatMap(({ child }) => [child.pid!, ...childrenOf(child.pid!)]);
    const ran = await jobs();
    expect(ran.map(({ name, runs, lastError }) => ({ name, runs, lastError }))).toEqual([
      { name: 'clean-up-expired', runs: 1, lastError: null },
      { name: 'payment-reminders', runs: 1, lastError: null },
      { name: 'payments-reconcile', runs: 1, lastError: null },
    ]);
    for (const job of ran) expect(pids).toContain(job.pid);
  });
});
