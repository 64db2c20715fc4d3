import { orderNumber } from '@karigar/domain/order';
import type { FeatureDeps } from '../../app';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { lockOrderInvoice } from './invoices.repository';
import { invoiceNotice } from './invoice-notice';
import { issueInvoice, type IssuedInvoice } from './issue-invoice';
import { notifyCustomer } from '../notifications/notify-customer';

/**
 * Gives an order its GST invoice number (once) and records who did, in one transaction. `by` is
 * the admin who issued it, or null when a paid order's invoice is issued on its first download.
 * Answers the existing invoice when the order already has one. A workshop without a GSTIN may not
 * issue tax invoices: 409, and no number is used. A new invoice goes to the customer (notifyCustomer).
 */
export async function issueOrderInvoice(
  { db, config, mail }: Pick<FeatureDeps, 'db' | 'config' | 'mail'>,
  id: string,
  by: AuthUser | null,
  ip: string | null,
): Promise<IssuedInvoice> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  return db.transaction(async (tx) => {
    const current = await lockOrderInvoice(tx, id);
    if (!current) throw notFound('ORDER_NOT_FOUND');
    if (!config.business.gstin) throw conflict('GST_NOT_REGISTERED');
    if (current.number && current.issuedAt) return { number: current.number, issuedAt: current.issuedAt };
    const invoice = await issueInvoice(tx, id);
    await recordActivity(tx, {
      actorId: by?.id ?? null,
      action: 'invoice_issued',
      entity: 'order',
      entityId: id,
      message: `Invoice ${invoice.number} issued for order #${orderNumber(id)}`,
      params: {
        ...(by ? { actor: by.name } : {}),
        invoice: invoice.number,
        orderId: id,
        orderRef: `#${orderNumber(id)}`,
      },
      priority: 'medium',
      ip,
    });
    const order = { id, userId: current.userId, totalPaise: current.totalPaise };
    await notifyCustomer(tx, { mail, config }, invoiceNotice(tx, order, invoice.number, config));
    return invoice;
  });
}
