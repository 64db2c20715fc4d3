import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { freePort, startServerProcess, waitHealthy, type ServerProcess } from '../../../test/server-process';
import { orders } from '../../db/schema/orders';
import { hmacSha256Hex } from '../../lib/payments/signatures';
import {
  deliverWebhook,
  fakePaymentId,
  insertCustomerOrder,
  openCheckout,
  paymentEvent,
} from './payment-test-fixtures';

/** The backend of another connection waiting for a lock in this database (the server's, blocked on the order row). */
function waitForBlockedBackend(client: pg.Client): Promise<number> {
  return vi.waitFor(
    async () => {
      const { rows } = await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
      );
      if (!rows[0]) throw new Error('no connection waits for the order row');
      return rows[0].pid;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('a webhook delivery whose server dies while applying it', () => {
  let t: TestApp;
  let customer: TestUser;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-webhook-crash-'));

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is applied when Razorpay retries the same event id, not dropped as a duplicate', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    const checkout = await openCheckout(t, customer, order.id);
    const paymentId = fakePaymentId();
    const body = paymentEvent('payment.captured', { id: paymentId, order_id: checkout.id, amount: checkout.amount });
    const eventId = 'evt_CrashedApply01';

    // A second server process on the same database, as a scaled-out deployment runs it.
    const port = await freePort();
    const { DATABASE_URL: _ignored, ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
    server = startServerProcess({
      ...inherited,
      NODE_ENV: 'test',
      PAYMENTS_MODE: 'sandbox',
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      RAZORPAY_KEY_SECRET: t.config.payments.keySecret ?? '',
      RAZORPAY_WEBHOOK_SECRET: t.config.payments.webhookSecret ?? '',
    });
    await waitHealthy(port, server.output);

    // Hold the order row, so the server's delivery stops halfway through applying the event.
    const locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
    const delivery = fetch(`http://127.0.0.1:${port}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(t.config.payments.webhookSecret ?? '', body),
        'x-razorpay-event-id': eventId,
      },
      body,
    }).catch(() => undefined);
    const blocked = await waitForBlockedBackend(locker);

    // The server dies there; its database connection goes with it.
    server.child.kill('SIGKILL');
    await server.exited;
    await locker.query('SELECT pg_terminate_backend($1)', [blocked]);
    await locker.query('ROLLBACK');
    await locker.end();
    await delivery;
    const [meanwhile] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(meanwhile!.paymentStatus).toBe('pending');

    const retry = await deliverWebhook(t, body, { eventId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ok: true });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: paymentId });
  }, 60_000);
});
