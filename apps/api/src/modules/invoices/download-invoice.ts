import { type InvoiceLanguage } from '@karigar/domain/invoice';
import type { FeatureDeps } from '../../app';
import { isUuid } from '../../lib/ids';
import { renderInvoicePdf } from '../../lib/pdf/render-invoice-pdf';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { receiptVouchersOf } from '../gst-documents/receipt-voucher';
import { buildInvoiceData } from './build-invoice-data';
import type { InvoicePdfCache } from './invoice-pdf-cache';
import { findInvoiceOrder } from './invoices.repository';
import { issueOrderInvoice } from './issue-order-invoice';

/**
 * An order's invoice PDF, for its customer or an admin (anyone else gets "not found"). A paid order
 * of a workshop with a GSTIN always gets a tax invoice: if its number was not issued yet, it is
 * issued now. Without a GSTIN no number is ever issued: the invoice goes by the order's reference.
 * An invoice already rendered for the order as it stands comes from `pdfs`.
 */
export async function downloadInvoice(
  { db, config, mail, pdfs }: Pick<FeatureDeps, 'db' | 'config' | 'mail'> & { pdfs: InvoicePdfCache },
  viewer: AuthUser,
  id: string,
  language: InvoiceLanguage,
  ip: string,
): Promise<Buffer> {
  const order = isUuid(id) ? await findInvoiceOrder(db, id) : undefined;
  if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  if (config.business.gstin && order.paymentStatus === 'paid' && !order.invoiceNumber) {
    const invoice = await issueOrderInvoice({ db, config, mail }, id, null, ip);
    order.invoiceNumber = invoice.number;
    order.invoiceIssuedAt = invoice.issuedAt;
  }
  const advances = await receiptVouchersOf(db, id);
  const data = buildInvoiceData({ ...order, advances }, config.business, new Date(), language);
  return pdfs(data, language, () => renderInvoicePdf(data, language));
}
