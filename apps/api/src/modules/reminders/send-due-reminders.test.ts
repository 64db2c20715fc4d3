import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { connectDatabase, type Database } from '../../db/client';
import { orderStageHistory } from '../../db/schema/order-stage-history';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders, type OrderRow } from '../../db/schema/orders';
import { paymentReminders } from '../../db/schema/payment-reminders';
import { scheduledJobs } from '../../db/schema/scheduled-jobs';
import { users } from '../../db/schema/users';
import { workshopStages } from '../../db/schema/workshop-stages';
import { createMailOutbox } from '../../lib/outbox/queue-mail';
import { runDueJobs } from '../../lib/scheduler';
import { scheduledJobsOf } from '../maintenance/scheduled-jobs';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';
import { sendDueReminders } from './send-due-reminders';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const DAY = 86_400_000;
const readyAt = new Date('2026-11-02T05:30:00Z');
const day = (n: number) => new Date(readyAt.getTime() + n * DAY);

describe('the scheduled payment reminders', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.db.update(orders).set({ status: 'Cancelled' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/reminders',
      headers: admin.headers,
      payload: { enabled: true, firstAfterDays: 3, everyDays: 7, maxReminders: 2 },
    });
  });

  const deps = (db = t.db) => ({
    db,
    config: t.config,
    mail: createMailOutbox({ delivering: false, log: quietLog, showLinks: false }),
    log: quietLog,
  });
  const run = (now: Date) => sendDueReminders(deps(), now);
  const sent = async (order: OrderRow) =>
    (await t.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, order.id))).map((r) => ({
      number: r.number,
      sentAt: r.sentAt.toISOString(),
      sentBy: r.sentBy,
    }));
  /** An unpaid order whose job was completed at `readyAt`. */
  const completedOrder = async (changes: Partial<typeof orders.$inferInsert> = {}) => {
    const order = await insertCustomerOrder(t, customer, { changes: { status: 'Completed', ...changes } });
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: 'In Progress', toStatus: 'Completed', createdAt: readyAt });
    return order;
  };

  it('sends the first N days after the job is ready, then every M days, and no more than K', async () => {
    const order = await completedOrder();
    expect(await run(day(2.9))).toMatchObject({ sent: 0 });
    expect(await run(day(3))).toMatchObject({ checked: 1, sent: 1 });
    expect(await run(day(9.9))).toMatchObject({ sent: 0, errors: 0 });
    expect(await run(day(10))).toMatchObject({ sent: 1 });
    expect(await run(day(40))).toMatchObject({ sent: 0 });
    expect(await sent(order)).toEqual([
      { number: 1, sentAt: day(3).toISOString(), sentBy: null },
      { number: 2, sentAt: day(10).toISOString(), sentBy: null },
    ]);
  });

  it('counts a job as ready from the floor stage marked ready, before it is completed', async () => {
    const order = await insertCustomerOrder(t, customer, { changes: { status: 'In Progress' } });
    const [ready] = await t.db.select().from(workshopStages).where(eq(workshopStages.milestone, 'ready'));
    await t.db
      .insert(orderStageHistory)
      .values({ orderId: order.id, event: 'stage', stageId: ready!.id, createdAt: readyAt });
    expect(await run(day(3))).toMatchObject({ sent: 1 });
    expect(await sent(order)).toHaveLength(1);
  });

  it('sends none for a job not ready, and none while reminders are off', async () => {
    await insertCustomerOrder(t, customer, { changes: { status: 'In Progress' } });
    expect(await run(day(30))).toMatchObject({ checked: 0, sent: 0 });
    const order = await completedOrder();
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/reminders',
      headers: admin.headers,
      payload: { enabled: false, firstAfterDays: 3, everyDays: 7, maxReminders: 2 },
    });
    expect(await run(day(30))).toMatchObject({ sent: 0 });
    expect(await sent(order)).toEqual([]);
  });

  it('stops on payment and on cancellation', async () => {
    const paid = await completedOrder();
    const cancelled = await completedOrder();
    expect(await run(day(3))).toMatchObject({ sent: 2 });
    await t.db.update(orders).set({ paymentStatus: 'paid', paidPaise: paid.totalPaise }).where(eq(orders.id, paid.id));
    await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, cancelled.id));
    expect(await run(day(10))).toMatchObject({ checked: 0, sent: 0 });
    expect(await sent(paid)).toHaveLength(1);
    expect(await sent(cancelled)).toHaveLength(1);
  });

  it('stops when the customer has opted out of every channel', async () => {
    const quiet = await createUser(t);
    const order = await insertCustomerOrder(t, quiet, { changes: { status: 'Completed' } });
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: 'In Progress', toStatus: 'Completed', createdAt: readyAt });
    await t.db.update(users).set({ emailUpdates: false }).where(eq(users.id, quiet.user.id));
    expect(await run(day(3))).toMatchObject({ checked: 1, sent: 0, noChannel: 1 });
    expect(await sent(order)).toEqual([]);
  });

  it('counts a reminder sent by hand: the next one is M days after it', async () => {
    const order = await completedOrder();
    await t.db.insert(paymentReminders).values({
      orderId: order.id,
      number: 1,
      sentBy: admin.user.id,
      channels: ['email'],
      sentAt: day(1),
    });
    expect(await run(day(7.9))).toMatchObject({ sent: 0 });
    expect(await run(day(8))).toMatchObject({ sent: 1 });
    expect((await sent(order)).map((r) => r.number)).toEqual([1, 2]);
  });

  describe('on two instances', () => {
    let other: Database;
    beforeAll(() => {
      other = connectDatabase(t.databaseUrl, 2);
    });
    afterAll(async () => other.close());

    it('sends each due reminder once when both run the schedule at the same moment', async () => {
      const orderA = await completedOrder();
      const orderB = await completedOrder();
      await t.db.delete(scheduledJobs);
      await t.db.update(orderStatusHistory).set({ createdAt: new Date(Date.now() - 4 * DAY) });
      const ran = await Promise.all([
        runDueJobs(t.db, scheduledJobsOf(deps()), quietLog),
        runDueJobs(other.db, scheduledJobsOf(deps(other.db)), quietLog),
      ]);
      expect(ran.flat().filter((name) => name === 'payment-reminders')).toHaveLength(1);
      expect(await sent(orderA)).toHaveLength(1);
      expect(await sent(orderB)).toHaveLength(1);
    });

    it('never records the same reminder twice, even when both send it at once', async () => {
      const order = await completedOrder();
      const [a, b] = await Promise.all([sendDueReminders(deps(), day(3)), sendDueReminders(deps(other.db), day(3))]);
      expect(a.sent + b.sent).toBe(1);
      expect(await sent(order)).toHaveLength(1);
    });
  });
});
