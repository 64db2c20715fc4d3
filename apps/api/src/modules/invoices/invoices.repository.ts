import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';

/**
 * The order an invoice is printed from (its snapshot of customer, service and pricing), with the
 * gateway of the payment it was paid with and that payment's reference (a recorded payment's).
 */
export async function findInvoiceOrder(
  db: DbOrTx,
  id: string,
): Promise<(OrderRow & { paidThrough: PaymentRow['provider'] | null; paidReference: string | null }) | undefined> {
  const [row] = await db
    .select({ order: orders, paidThrough: payments.provider, paidReference: payments.reference })
    .from(orders)
    .leftJoin(payments, eq(payments.providerPaymentId, orders.razorpayPaymentId))
    .where(eq(orders.id, id));
  return row && { ...row.order, paidThrough: row.paidThrough, paidReference: row.paidReference };
}

/** Locks the order for the rest of the transaction and answers its invoice number, if it has one. */
export async function lockOrderInvoice(
  tx: DbOrTx,
  id: string,
): Promise<{ number: string | null; issuedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ number: orders.invoiceNumber, issuedAt: orders.invoiceIssuedAt })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}
