import { gstStateName } from '@karigar/domain/gst-states';
import { orderNumber } from '@karigar/domain/order';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import type { Config } from '../../config';
import type { TaxDocumentRow } from '../../db/schema/tax-documents';
import type { TaxLine } from '../../lib/pdf/invoice-data';
import type { VoucherData } from '../../lib/pdf/voucher-data';
import { supplierOf } from '../invoices/build-invoice-data';
import type { DocumentOrder } from './order-documents.repository';

/** A document's tax lines as stored: IGST, or CGST and SGST at half the rate each (none at 0 %). */
export function taxLinesOf(row: TaxDocumentRow): TaxLine[] {
  if (row.igstPaise > 0) return [{ name: 'IGST', ratePercent: row.taxRate, amountPaise: row.igstPaise }];
  if (row.taxRate <= 0) return [];
  return [
    { name: 'CGST', ratePercent: row.taxRate / 2, amountPaise: row.cgstPaise },
    { name: 'SGST', ratePercent: row.taxRate / 2, amountPaise: row.sgstPaise },
  ];
}

/**
 * What a receipt or refund voucher prints, in `language`, from its row as issued: the amounts and
 * parties it was issued with, the order's service, and for a refund voucher the order's receipt vouchers.
 */
export function buildVoucherData(
  row: TaxDocumentRow & { kind: VoucherData['kind'] },
  order: DocumentOrder,
  receipts: TaxDocumentRow[],
  business: Config['business'],
  language: InvoiceLanguage,
): VoucherData {
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    orderRef: orderNumber(order.id),
    supplier: supplierOf(business),
    recipient: { name: row.recipientName, gstin: row.recipientGstin },
    placeOfSupply: {
      state: row.placeOfSupply === business.stateCode ? business.state : gstStateName(row.placeOfSupply),
      stateCode: row.placeOfSupply,
    },
    description: (language === 'mr' && order.serviceNameMr.trim()) || order.serviceName,
    sacCode: row.sacCode,
    taxRatePercent: row.taxRate,
    taxablePaise: row.taxablePaise,
    taxes: taxLinesOf(row),
    totalPaise: row.totalPaise,
    refundOf:
      row.kind === 'refund-voucher'
        ? { vouchers: receipts.map((r) => ({ number: r.number, issuedAt: r.issuedAt })), reason: row.reason }
        : null,
  };
}
