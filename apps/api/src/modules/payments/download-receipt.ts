import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { isReceivedPayment } from '@karigar/domain/receipt';
import type { FeatureDeps } from '../../app';
import { renderReceiptPdf } from '../../lib/pdf/render-receipt-pdf';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { findOrder, findOrderPayment } from './payments.repository';
import { buildReceiptData } from './receipt-data';

/**
 * The receipt PDF of one payment received for an order, for the order's customer or an admin
 * (anyone else gets "not found", as for a payment that was never received or was voided).
 */
export async function downloadReceipt(
  { db, config }: Pick<FeatureDeps, 'db' | 'config'>,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  ids: { orderId: string; paymentId: string },
  language: InvoiceLanguage,
): Promise<{ pdf: Buffer; number: string }> {
  const order = await findOrder(db, ids.orderId);
  if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  const payment = await findOrderPayment(db, order.id, ids.paymentId);
  if (!payment || !isReceivedPayment(payment)) throw notFound('PAYMENT_NOT_FOUND');
  const data = buildReceiptData(order, payment, config.business, language);
  return { pdf: await renderReceiptPdf(data, language), number: data.number };
}
