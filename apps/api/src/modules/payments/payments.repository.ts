import { and, count, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { webhookEvents } from '../../db/schema/webhook-events';
import { isUuid } from '../../lib/ids';

export type NewPayment = typeof payments.$inferInsert;

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Locks the order row for the rest of the transaction: payment changes to one order run one at a time. */
export async function lockOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The newest still-open provider order of this order for exactly this amount, if any. */
export async function findOpenPayment(
  db: DbOrTx,
  where: { orderId: string; amountPaise: number; provider: PaymentRow['provider'] },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, where.orderId),
        eq(payments.amountPaise, where.amountPaise),
        eq(payments.provider, where.provider),
        eq(payments.status, 'created'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Marks a reopened checkout, so reconciliation waits its full delay again. */
export async function touchPayment(db: DbOrTx, id: string): Promise<void> {
  await db.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, id));
}

/**
 * Closes every other checkout of the order still open or failed (its provider order could still be
 * paid): a capture on one of them is then owed back, never counted. Answers their provider order ids.
 */
export async function supersedeOpenPayments(
  tx: DbOrTx,
  orderId: string,
  currentId: string,
  at: Date,
): Promise<string[]> {
  const rows = await tx
    .update(payments)
    .set({ status: 'superseded', updatedAt: at })
    .where(
      and(eq(payments.orderId, orderId), ne(payments.id, currentId), inArray(payments.status, ['created', 'failed'])),
    )
    .returning({ providerOrderId: payments.providerOrderId });
  return rows.map((row) => row.providerOrderId);
}

export async function insertPayment(db: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

/** How the payer chose to pay on an open checkout (a detail of the attempt, not a payment). */
export async function setPaymentMethod(db: DbOrTx, id: string, method: string): Promise<void> {
  await db.update(payments).set({ method, updatedAt: new Date() }).where(eq(payments.id, id));
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payments row a provider payment was recorded on, if it was. */
export async function findPaymentByProviderPayment(
  db: DbOrTx,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

export async function findPaymentByProviderOrder(db: DbOrTx, providerOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  return row;
}

/**
 * A payments row of checkouts not settled yet (superseded ones included: their provider order may
 * still be paid), touched between `from` and `until`, oldest first.
 */
export async function listUnsettledPayments(
  db: DbOrTx,
  window: { from: Date; until: Date; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['created', 'failed', 'superseded']),
        gte(payments.updatedAt, window.from),
        lt(payments.updatedAt, window.until),
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(window.limit);
}

export interface PaymentView {
  payment: PaymentRow;
  customerName: string;
}

/** One page of payments, newest first: one customer's (ownerId) or everyone's. */
export async function listPaymentViews(
  db: DbOrTx,
  where: { ownerId?: string },
  page: { offset: number; limit: number },
): Promise<{ views: PaymentView[]; total: number }> {
  const filter = where.ownerId ? eq(orders.userId, where.ownerId) : undefined;
  const [views, [totals]] = await Promise.all([
    db
      .select({ payment: payments, customerName: orders.customerName })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(filter)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(filter),
  ]);
  return { views, total: totals?.total ?? 0 };
}

/**
 * Remembers a webhook delivery, in the transaction that applies it (so a failure or a crash before
 * the commit leaves the event unclaimed for Razorpay's retry); false when this event id was handled
 * before. A concurrent delivery of the same id waits here for the first one's commit or rollback.
 */
export async function claimWebhookEvent(tx: Tx, id: string, event: string): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ id, event })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** A payments row of this order, if it is one of its own. */
export async function findOrderPayment(
  db: DbOrTx,
  orderId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  if (!isUuid(paymentId)) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)));
  return row;
}

const recorders = alias(users, 'recorder');
const voiders = alias(users, 'voider');

export interface OrderPaymentView {
  payment: PaymentRow;
  recordedBy: { id: string; name: string } | null;
  voidedBy: { id: string; name: string } | null;
}

/** Every payments row of one order (checkouts and recorded payments), newest first, with who recorded or voided it. */
export async function listOrderPaymentViews(db: DbOrTx, orderId: string): Promise<OrderPaymentView[]> {
  return db
    .select({
      payment: payments,
      recordedBy: { id: recorders.id, name: recorders.name },
      voidedBy: { id: voiders.id, name: voiders.name },
    })
    .from(payments)
    .leftJoin(recorders, eq(recorders.id, payments.recordedBy))
    .leftJoin(voiders, eq(voiders.id, payments.voidedBy))
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Records the capture on its checkout row: the provider payment id, the method and when, as `status`. */
export async function recordCapture(
  db: DbOrTx,
  attempt: Pick<PaymentRow, 'id' | 'method'>,
  capture: { status: 'paid' | 'refund_due'; providerPaymentId: string; method: string | null | undefined; at: Date },
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({
      status: capture.status,
      providerPaymentId: capture.providerPaymentId,
      method: capture.method ?? attempt.method,
      failureReason: null,
      paidAt: capture.at,
      updatedAt: capture.at,
    })
    .where(eq(payments.id, attempt.id))
    .returning();
  if (!row) throw new Error(`payment ${attempt.id} not found`);
  return row;
}
