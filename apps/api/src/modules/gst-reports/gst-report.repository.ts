import type { TaxDocumentKind } from '@karigar/domain/ledger';
import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { taxDocuments } from '../../db/schema/tax-documents';
import type { PeriodBounds } from './gst-period';

/** A tax invoice (an order with its invoice number), as the return reports it. */
export interface InvoiceRow {
  invoiceNumber: string;
  issuedAt: Date;
  customerName: string;
  customerGstin: string | null;
  /** Null: the workshop's own state. */
  placeOfSupply: string | null;
  sacCode: string;
  quantity: number;
  taxRate: number;
  taxablePaise: number;
  taxPaise: number;
  totalPaise: number;
}

/** A receipt voucher, refund voucher or credit note, with its amounts as issued. */
export interface DocumentRow {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  cancelledAt: Date | null;
  adjustedAt: Date | null;
  invoiceNumber: string | null;
  recipientName: string;
  recipientGstin: string | null;
  placeOfSupply: string;
  sacCode: string;
  taxRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** A credit note's original invoice value (null when it names no invoice Karigar issued). */
  originalInvoiceValuePaise: number | null;
}

/** The tax invoices issued in the month. */
export async function invoicesIssuedIn(db: DbOrTx, { start, end }: PeriodBounds): Promise<InvoiceRow[]> {
  const rows = await db
    .select({
      invoiceNumber: orders.invoiceNumber,
      issuedAt: orders.invoiceIssuedAt,
      customerName: orders.customerName,
      customerGstin: orders.customerGstin,
      placeOfSupply: orders.placeOfSupply,
      sacCode: orders.sacCode,
      quantity: orders.quantity,
      taxRate: orders.taxRate,
      taxablePaise: orders.preTaxTotalPaise,
      taxPaise: orders.taxAmountPaise,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(and(isNotNull(orders.invoiceNumber), gte(orders.invoiceIssuedAt, start), lt(orders.invoiceIssuedAt, end)))
    .orderBy(orders.invoiceIssuedAt, orders.invoiceNumber);
  return rows.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber!, issuedAt: row.issuedAt! }));
}

const original = alias(orders, 'original_invoice');

const documentColumns = {
  kind: taxDocuments.kind,
  number: taxDocuments.number,
  issuedAt: taxDocuments.issuedAt,
  cancelledAt: taxDocuments.cancelledAt,
  adjustedAt: taxDocuments.adjustedAt,
  invoiceNumber: taxDocuments.invoiceNumber,
  recipientName: taxDocuments.recipientName,
  recipientGstin: taxDocuments.recipientGstin,
  placeOfSupply: taxDocuments.placeOfSupply,
  sacCode: taxDocuments.sacCode,
  taxRate: taxDocuments.taxRate,
  taxablePaise: taxDocuments.taxablePaise,
  cgstPaise: taxDocuments.cgstPaise,
  sgstPaise: taxDocuments.sgstPaise,
  igstPaise: taxDocuments.igstPaise,
  totalPaise: taxDocuments.totalPaise,
  originalInvoiceValuePaise: sql<number | null>`${original.totalPaise}`.mapWith(Number),
};

/** Every receipt voucher, refund voucher and credit note issued in the month, cancelled ones too. */
export async function documentsIssuedIn(db: DbOrTx, { start, end }: PeriodBounds): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(taxDocuments)
    .leftJoin(original, eq(original.invoiceNumber, taxDocuments.invoiceNumber))
    .where(and(gte(taxDocuments.issuedAt, start), lt(taxDocuments.issuedAt, end)))
    .orderBy(taxDocuments.issuedAt, taxDocuments.number);
}

/** Receipt vouchers of earlier months that an invoice of this month adjusted (not cancelled). */
export async function advancesAdjustedIn(db: DbOrTx, { start, end }: PeriodBounds): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(taxDocuments)
    .leftJoin(original, eq(original.invoiceNumber, taxDocuments.invoiceNumber))
    .where(
      and(
        eq(taxDocuments.kind, 'receipt-voucher'),
        isNull(taxDocuments.cancelledAt),
        lt(taxDocuments.issuedAt, start),
        gte(taxDocuments.adjustedAt, start),
        lt(taxDocuments.adjustedAt, end),
      ),
    )
    .orderBy(taxDocuments.issuedAt, taxDocuments.number);
}

/** The taxable value of the tax invoices issued from `start` on (this financial year's turnover). */
export async function invoicedTaxableSince(db: DbOrTx, start: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orders.preTaxTotalPaise}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(isNotNull(orders.invoiceNumber), gte(orders.invoiceIssuedAt, start)));
  return row?.total ?? 0;
}
