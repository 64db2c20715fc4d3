import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderColumns, orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { isReceivedPayment } from '../orders/received-payments';

/** A payment received for an order, as its invoice lists it. */
export type ReceivedPaymentRow = Pick<
  PaymentRow,
  'id' | 'provider' | 'method' | 'amountPaise' | 'paidAt' | 'createdAt'
>;

export type InvoiceOrderRow = OrderRow & {
  paidThrough: PaymentRow['provider'] | null;
  paidReference: string | null;
  customerAddress: string | null;
  received: ReceivedPaymentRow[];
};

/**
 * The order an invoice is printed from (its snapshot of customer, service and pricing), with the
 * gateway of the payment it was paid with, that payment's reference (a recorded payment's) and the
 * customer's address on their account (GST Rule 46 asks for the recipient's address).
 */
export async function findInvoiceOrder(db: DbOrTx, id: string): Promise<InvoiceOrderRow | undefined> {
  const [row] = await db
    .select({
      order: orderColumns,
      paidThrough: payments.provider,
      paidReference: payments.reference,
      customerAddress: users.address,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.providerPaymentId, orders.razorpayPaymentId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return (
    row && {
      ...row.order,
      paidThrough: row.paidThrough,
      paidReference: row.paidReference,
      customerAddress: row.customerAddress,
      received: await listReceivedPayments(db, id),
    }
  );
}

/** The payments received for an order (paid and not voided), oldest first. */
async function listReceivedPayments(db: DbOrTx, orderId: string): Promise<ReceivedPaymentRow[]> {
  return db
    .select({
      id: payments.id,
      provider: payments.provider,
      method: payments.method,
      amountPaise: payments.amountPaise,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isReceivedPayment))
    .orderBy(asc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), asc(payments.id));
}

/** Locks the order for the rest of the transaction and answers its invoice number, if it has one. */
export async function lockOrderInvoice(
  tx: DbOrTx,
  id: string,
): Promise<{ number: string | null; issuedAt: Date | null; userId: string; totalPaise: number } | undefined> {
  const [row] = await tx
    .select({
      number: orders.invoiceNumber,
      issuedAt: orders.invoiceIssuedAt,
      userId: orders.userId,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}
