import { languageSchema, type Language } from '@karigar/domain/language';
import { orderListQuery, orderNumber } from '@karigar/domain/order';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { dateColumn, numberColumn, rupeesColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { exportTexts, type ExportTexts } from '../../lib/export-texts';
import { placeOfSupplyOf } from '../invoices/build-invoice-data';
import { splitGst } from '../invoices/split-gst';
import { streamOrderExport, type OrderExportRow } from './order-export.repository';

/** The list's query without paging (an export holds every page), and the language to write it in. */
export const orderExportQuery = orderListQuery
  .omit({ page: true, limit: true })
  .extend({ lang: languageSchema.optional() });

type GstPart = 'CGST' | 'SGST' | 'IGST';

/** An order's payment state in words: part paid when some money has come in. */
function paymentState(texts: ExportTexts, o: OrderExportRow): string {
  if (o.paymentStatus === 'paid') return texts.paymentStatus.paid;
  if (o.paymentStatus === 'failed') return texts.paymentStatus.failed;
  return o.paidPaise > 0 ? texts.paymentStatus.part : texts.paymentStatus.unpaid;
}

/**
 * The columns an accountant reads: dates in India time; status, payment, origin and unit in words;
 * the recipient's GSTIN, the place of supply's state code, the taxable value and the GST split as
 * the invoice splits it (CGST and SGST within the workshop's state, IGST otherwise; no GST for a workshop without a GSTIN, as its invoices show none).
 */
function orderColumns(texts: ExportTexts, business: Config['business']): CsvColumn<OrderExportRow>[] {
  const h = texts.orders;
  const gst = (o: OrderExportRow, part: GstPart) =>
    business.gstin
      ? (splitGst({
          taxPaise: o.taxAmountPaise,
          ratePercent: o.taxRate,
          supplierStateCode: business.stateCode,
          placeOfSupplyStateCode: placeOfSupplyOf(o, business).stateCode,
        }).find((line) => line.name === part)?.amountPaise ?? 0)
      : 0;
  return [
    textColumn(h.reference, (o) => orderNumber(o.id)),
    dateColumn(texts.ist(h.created), (o) => o.createdAt),
    textColumn(h.customer, (o) => o.customerName),
    textColumn(h.email, (o) => o.customerEmail),
    textColumn(h.phone, (o) => o.customerPhone),
    textColumn(h.service, (o) => o.serviceName),
    textColumn(h.description, (o) => o.details),
    textColumn(h.modifications, (o) => o.modification),
    numberColumn(h.quantity, (o) => o.quantity),
    textColumn(h.unit, (o) => texts.units[o.unit]),
    rupeesColumn(h.unitPrice, (o) => o.offeredPricePaise),
    rupeesColumn(h.discount, (o) => o.discountPaise),
    rupeesColumn(h.taxable, (o) => o.preTaxTotalPaise),
    textColumn(h.customerGstin, (o) => o.customerGstin),
    textColumn(h.placeOfSupply, (o) => (business.gstin ? placeOfSupplyOf(o, business).stateCode : null)),
    numberColumn(h.taxRate, (o) => (business.gstin ? o.taxRate : 0)),
    rupeesColumn(h.cgst, (o) => gst(o, 'CGST')),
    rupeesColumn(h.sgst, (o) => gst(o, 'SGST')),
    rupeesColumn(h.igst, (o) => gst(o, 'IGST')),
    rupeesColumn(h.total, (o) => o.totalPaise),
    rupeesColumn(h.paid, (o) => o.paidPaise),
    textColumn(h.paymentMethod, (o) => o.paymentMethods.map((method) => texts.paymentMethod[method]).join(', ')),
    textColumn(h.status, (o) => texts.orderStatus[o.status]),
    textColumn(h.paymentStatus, (o) => paymentState(texts, o)),
    dateColumn(texts.ist(h.paidAt), (o) => o.paidAt),
    textColumn(h.invoiceNumber, (o) => o.invoiceNumber),
    textColumn(h.origin, (o) => texts.origin[o.origin]),
  ];
}

/** Everyone's orders the list's filters and search match, as a CSV export in `language`. */
export async function exportOrders(
  db: Db,
  business: Config['business'],
  query: z.output<typeof orderExportQuery>,
  language: Language,
): Promise<CsvExport<OrderExportRow>> {
  const rows = await streamOrderExport(
    db,
    { origin: query.origin, search: query.search },
    { sortKey: query.sortKey, sortOrder: query.sortOrder },
  );
  return { name: 'orders', columns: orderColumns(exportTexts(language), business), rows };
}
