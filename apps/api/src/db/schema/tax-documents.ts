import { taxDocumentKinds } from '@karigar/domain/ledger';
import { bigint, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ledgerEntries } from './ledger-entries';
import { orders } from './orders';

/**
 * The GST documents besides the tax invoice (which stays on the order): receipt vouchers for
 * advances (Rule 50), refund vouchers (Rule 51) and credit notes (s.34). Each has its own
 * financial-year series (document_counters) and keeps the amounts and parties it was issued with.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    /** 'RV/2026-27/0001'; unique across every series. */
    number: text('number').notNull().unique('tax_documents_number_uq'),
    financialYear: text('financial_year').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The money movement it documents (an advance received, a refund paid), when it documents one. */
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    /** A credit note's original invoice, or the final invoice that adjusted a receipt voucher. */
    invoiceNumber: text('invoice_number'),
    /** When the final invoice adjusted this receipt voucher (GSTR-1 atadj counts it in that month). */
    adjustedAt: timestamp('adjusted_at', { withTimezone: true }),
    /** A refund voucher's receipt voucher. */
    relatedDocumentId: uuid('related_document_id'),
    recipientName: text('recipient_name').notNull(),
    recipientGstin: text('recipient_gstin'),
    /** The two-digit state code of the place of supply ('27' Maharashtra). */
    placeOfSupply: text('place_of_supply').notNull(),
    sacCode: text('sac_code').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull().default(0),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull().default(0),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('tax_documents_order_idx').on(t.orderId), index('tax_documents_issued_idx').on(t.issuedAt)],
);

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
