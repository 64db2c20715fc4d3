import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { orderDueSql } from '../ledger/order-due-sql';
import { orderColumns, orders, type OrderRow } from '../../db/schema/orders';
import { paymentReminders } from '../../db/schema/payment-reminders';
import { users } from '../../db/schema/users';
import { MIN_DUE_PAISE } from './pay-link';
import type { ReminderProgress } from './reminder-schedule';

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * When the job was first ready or delivered (decision 052): the first move into a floor stage marked
 * "ready" or "delivered", or the first change to Completed, whichever came first. Written with the
 * tables' own names: drizzle leaves the outer query's columns unqualified in a subquery.
 */
const readyAt = sql<Date | null>`least(
  (select min(h.created_at) from order_stage_history h join workshop_stages s on s.id = h.stage_id
     where h.order_id = "orders"."id" and s.milestone is not null),
  (select min(c.created_at) from order_status_history c
     where c.order_id = "orders"."id" and c.to_status = 'Completed')
)`.mapWith(toDate);

/** Reminders sent for the order so far, and the last one's time. */
export async function reminderProgress(db: DbOrTx, orderId: string): Promise<ReminderProgress> {
  const [row] = await db
    .select({
      readyAt,
      sent: sql<number>`(select count(*)::int from payment_reminders r where r.order_id = "orders"."id")`,
      lastSentAt:
        sql<Date | null>`(select max(r.sent_at) from payment_reminders r where r.order_id = "orders"."id")`.mapWith(
          toDate,
        ),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? { readyAt: null, sent: 0, lastSentAt: null };
}

/**
 * Orders a reminder may be due for: a balance of at least ₹1, not paid, not cancelled, not a demo
 * job, and ready or delivered. The schedule's maths picks the due ones.
 */
export async function listReminderCandidates(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ne(orders.status, 'Cancelled'),
        ne(orders.paymentStatus, 'paid'),
        eq(orders.demo, false),
        sql`${orderDueSql} >= ${MIN_DUE_PAISE}`,
        sql`${readyAt} is not null`,
      ),
    )
    .orderBy(asc(orders.createdAt));
  return rows.map((row) => row.id);
}

export async function insertReminder(
  db: DbOrTx,
  values: { orderId: string; number: number; sentBy: string | null; channels: ('email' | 'whatsapp')[]; sentAt: Date },
): Promise<void> {
  await db.insert(paymentReminders).values(values);
}

/** The order's reminders, oldest first, with the name of the admin who sent each by hand. */
export async function listReminders(db: DbOrTx, orderId: string) {
  return db
    .select({
      number: paymentReminders.number,
      sentAt: paymentReminders.sentAt,
      sentBy: users.name,
      channels: paymentReminders.channels,
    })
    .from(paymentReminders)
    .leftJoin(users, eq(users.id, paymentReminders.sentBy))
    .where(eq(paymentReminders.orderId, orderId))
    .orderBy(asc(paymentReminders.number));
}

/** The order, if the id names one. */
export async function findOrderRow(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order, locked for the rest of the transaction (every change to its payments takes this lock first). */
export async function lockOrderRow(tx: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select(orderColumns).from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}
