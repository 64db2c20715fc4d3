import { quotationListQuery } from '@karigar/domain/quotation';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dateColumn, numberColumn, rupeesColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { streamQuotationExport, type QuotationExportRow } from './quotation-export.repository';

/** The list's query without paging: an export holds every page. */
export const quotationExportQuery = quotationListQuery.omit({ page: true, limit: true });

const columns: CsvColumn<QuotationExportRow>[] = [
  dateColumn('Created', (q) => q.createdAt),
  textColumn('Customer', (q) => q.customerName),
  textColumn('Email', (q) => q.customerEmail),
  textColumn('Phone', (q) => q.customerPhone),
  textColumn('Service', (q) => q.serviceName),
  numberColumn('Quantity', (q) => q.quantity),
  rupeesColumn('List price', (q) => q.unitPricePaise),
  rupeesColumn('Offered price', (q) => q.offeredPricePaise),
  rupeesColumn('Discount', (q) => q.discountPaise),
  numberColumn('Tax rate (%)', (q) => q.taxRate),
  rupeesColumn('Total', (q) => q.totalAfterTaxPaise),
  textColumn('Status', (q) => q.quotationStatus),
  textColumn('Follow-up', (q) => q.followUpStatus),
  textColumn('Description', (q) => q.description),
  dateColumn('Updated', (q) => q.updatedAt),
];

/** Everyone's quotations the admin list's filters and search match, as a CSV export. */
export async function exportQuotations(
  db: Db,
  query: z.output<typeof quotationExportQuery>,
): Promise<CsvExport<QuotationExportRow>> {
  const rows = await streamQuotationExport(
    db,
    { statusFilter: query.statusFilter, search: query.search },
    { sortKey: query.sortKey, sortOrder: query.sortOrder },
  );
  return { name: 'quotations', columns, rows };
}
