import type { CreditNotesAnswer } from '@karigar/domain/credit-note';
import { toRupees } from '@karigar/domain/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { toCreditNoteAnswer } from './credit-note-answer';
import { listCreditNotes } from './credit-notes.repository';

/**
 * An order's credit notes for its customer or an admin, and what is left to credit of its invoice
 * (0 while it has none).
 */
export async function getCreditNotes(
  db: Db,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  orderId: string,
): Promise<CreditNotesAnswer> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const [order] = await db
    .select({ userId: orders.userId, totalPaise: orders.totalPaise, invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  const notes = await listCreditNotes(db, orderId);
  const credited = notes.reduce((sum, note) => sum + note.totalPaise, 0);
  return {
    creditNotes: notes.map(toCreditNoteAnswer),
    creditable: order.invoiceNumber ? toRupees(order.totalPaise - credited) : 0,
  };
}
