import { orderListQuery, orderNumber } from '@karigar/domain/order';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dateColumn, numberColumn, rupeesColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { streamOrderExport, type OrderExportRow } from './order-export.repository';

/** The list's query without paging: an export holds every page. */
export const orderExportQuery = orderListQuery.omit({ page: true, limit: true });

const columns: CsvColumn<OrderExportRow>[] = [
  textColumn('Reference', (o) => orderNumber(o.id)),
  dateColumn('Created', (o) => o.createdAt),
  textColumn('Customer', (o) => o.customerName),
  textColumn('Email', (o) => o.customerEmail),
  textColumn('Phone', (o) => o.customerPhone),
  textColumn('Service', (o) => o.serviceName),
  numberColumn('Quantity', (o) => o.quantity),
  rupeesColumn('Unit price', (o) => o.offeredPricePaise),
  rupeesColumn('Discount', (o) => o.discountPaise),
  numberColumn('Tax rate (%)', (o) => o.taxRate),
  rupeesColumn('Tax', (o) => o.taxAmountPaise),
  rupeesColumn('Total', (o) => o.totalPaise),
  rupeesColumn('Paid', (o) => o.paidPaise),
  textColumn('Status', (o) => o.status),
  textColumn('Payment status', (o) => o.paymentStatus),
  dateColumn('Paid at', (o) => o.paidAt),
  textColumn('Invoice number', (o) => o.invoiceNumber),
  textColumn('Origin', (o) => o.origin),
];

/** Everyone's orders the list's filters and search match, as a CSV export. */
export async function exportOrders(
  db: Db,
  query: z.output<typeof orderExportQuery>,
): Promise<CsvExport<OrderExportRow>> {
  const rows = await streamOrderExport(
    db,
    { origin: query.origin, search: query.search },
    { sortKey: query.sortKey, sortOrder: query.sortOrder },
  );
  return { name: 'orders', columns, rows };
}
