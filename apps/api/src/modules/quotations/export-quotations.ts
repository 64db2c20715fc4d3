import { languageSchema, type Language } from '@karigar/domain/language';
import { orderNumber } from '@karigar/domain/order';
import { quotationListQuery } from '@karigar/domain/quotation';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dateColumn, numberColumn, rupeesColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { exportTexts, type ExportTexts } from '../../lib/export-texts';
import { streamQuotationExport, type QuotationExportRow } from './quotation-export.repository';

/** The list's query without paging (an export holds every page), and the language to write it in. */
export const quotationExportQuery = quotationListQuery
  .omit({ page: true, limit: true })
  .extend({ lang: languageSchema.optional() });

/** The reference the app shows, dates in India time, statuses and the unit in words. */
function quotationColumns(texts: ExportTexts): CsvColumn<QuotationExportRow>[] {
  const h = texts.quotations;
  return [
    textColumn(h.reference, (q) => orderNumber(q.id)),
    dateColumn(texts.ist(h.created), (q) => q.createdAt),
    textColumn(h.customer, (q) => q.customerName),
    textColumn(h.email, (q) => q.customerEmail),
    textColumn(h.phone, (q) => q.customerPhone),
    textColumn(h.service, (q) => q.serviceName),
    numberColumn(h.quantity, (q) => q.quantity),
    textColumn(h.unit, (q) => texts.units[q.unit]),
    rupeesColumn(h.listPrice, (q) => q.unitPricePaise),
    rupeesColumn(h.offeredPrice, (q) => q.offeredPricePaise),
    rupeesColumn(h.discount, (q) => q.discountPaise),
    numberColumn(h.taxRate, (q) => q.taxRate),
    rupeesColumn(h.total, (q) => q.totalAfterTaxPaise),
    textColumn(h.status, (q) => texts.quotationStatus[q.quotationStatus]),
    textColumn(h.followUp, (q) => texts.followUpStatus[q.followUpStatus]),
    textColumn(h.description, (q) => q.description),
    dateColumn(texts.ist(h.updated), (q) => q.updatedAt),
  ];
}

/** Everyone's quotations the admin list's filters and search match, as a CSV export in `language`. */
export async function exportQuotations(
  db: Db,
  query: z.output<typeof quotationExportQuery>,
  language: Language,
): Promise<CsvExport<QuotationExportRow>> {
  const rows = await streamQuotationExport(
    db,
    { statusFilter: query.statusFilter, search: query.search },
    { sortKey: query.sortKey, sortOrder: query.sortOrder },
  );
  return { name: 'quotations', columns: quotationColumns(exportTexts(language)), rows };
}
