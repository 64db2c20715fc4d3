import type { InvoiceLanguage } from '@karigar/domain/invoice';
import type { TaxDocumentKind } from '@karigar/domain/ledger';
import type { FeatureDeps } from '../../app';
import type { TaxDocumentRow } from '../../db/schema/tax-documents';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { renderCreditNotePdf } from '../../lib/pdf/render-credit-note-pdf';
import { renderVoucherPdf } from '../../lib/pdf/render-voucher-pdf';
import { buildCreditNoteData } from '../credit-notes/credit-note-data';
import { buildVoucherData } from './build-voucher-data';
import type { DocumentOrder } from './order-documents.repository';
import { documentsOfKind } from './order-documents.repository';

/** Renders one tax document of an order (already checked readable by the viewer) as a PDF. */
export type DocumentRenderer = (
  deps: Pick<FeatureDeps, 'db' | 'config'>,
  document: TaxDocumentRow,
  order: DocumentOrder,
  language: InvoiceLanguage,
) => Promise<Buffer>;

const renderVoucher =
  (kind: 'receipt-voucher' | 'refund-voucher'): DocumentRenderer =>
  async ({ db, config }, document, order, language) => {
    const receipts = kind === 'refund-voucher' ? await documentsOfKind(db, order.id, 'receipt-voucher') : [];
    return renderVoucherPdf(
      buildVoucherData({ ...document, kind }, order, receipts, config.business, language),
      language,
    );
  };

const renderCreditNote: DocumentRenderer = async ({ db, config }, document, order, language) => {
  const [customer] = await db.select({ address: users.address }).from(users).where(eq(users.id, order.userId));
  const data = buildCreditNoteData(document, order, customer?.address ?? null, config.business, language);
  return renderCreditNotePdf(data, language);
};

/**
 * The PDF renderer of each kind of tax document. A kind registers its renderer by adding its entry
 * here.
 */
export const documentRenderers: Partial<Record<TaxDocumentKind, DocumentRenderer>> = {
  'receipt-voucher': renderVoucher('receipt-voucher'),
  'refund-voucher': renderVoucher('refund-voucher'),
  'credit-note': renderCreditNote,
};
