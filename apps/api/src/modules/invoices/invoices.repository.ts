import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/orders';

/** The order an invoice is printed from (its snapshot of customer, service and pricing). */
export async function findInvoiceOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
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
