import { getTableColumns, sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { serviceUnits } from '@karigar/domain/service';
import { quotations } from './quotations';
import { services } from './services';
import { users } from './users';
import { workshopStages } from './workshop-stages';
import { vehicles } from './vehicles';

export const orderStatuses = ['Pending', 'Confirmed', 'In Progress', 'Completed', 'Cancelled'] as const;
export const orderOrigins = ['user', 'manual', 'service-request'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed'] as const;

/**
 * An order keeps a snapshot of the customer, service and pricing at the moment it was made, so later
 * edits to a user, service or quotation never change what was agreed. Money in paise.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    /** One order per quotation: the constraint, not only a check, makes accepting exactly-once. */
    quotationId: uuid('quotation_id')
      .unique('orders_quotation_uq')
      .references(() => quotations.id, { onDelete: 'set null' }),
    /** The vehicle or item worked on, when one is named. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    origin: text('origin', { enum: orderOrigins }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('Pending'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    /** The customer's GSTIN for this job (from their profile or given on the order): the invoice is then B2B. */
    customerGstin: text('customer_gstin'),
    /** The two-digit state code of the place of supply; null means the workshop's own state. Another state means IGST. */
    placeOfSupply: text('place_of_supply'),
    serviceName: text('service_name').notNull(),
    /** The service's Marathi name when the order was made, shown to Marathi readers ('' when it had none). */
    serviceNameMr: text('service_name_mr').notNull().default(''),
    sacCode: text('sac_code').notNull().default('998714'),
    /** The service's unit when the order was made: the quantity counts it (orders older than units: job). */
    unit: text('unit', { enum: serviceUnits }).notNull().default('job'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    offeredPricePaise: bigint('offered_price_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    taxAlreadyIncluded: boolean('tax_already_included').notNull().default(false),
    subtotalBeforeDiscountPaise: bigint('subtotal_before_discount_paise', { mode: 'number' }).notNull(),
    subtotalAfterDiscountPaise: bigint('subtotal_after_discount_paise', { mode: 'number' }).notNull(),
    preTaxTotalPaise: bigint('pre_tax_total_paise', { mode: 'number' }).notNull(),
    taxAmountPaise: bigint('tax_amount_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** The advance asked before work starts (0: none), fixed when the quotation was accepted. */
    advancePaise: bigint('advance_paise', { mode: 'number' }).notNull().default(0),
    details: text('details').notNull().default(''),
    /** The changes the customer asked for in their quotation request ('' when none), labelled when shown. */
    modification: text('modification').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Paise received towards this order (online captures and recorded payments, less voided ones). */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    razorpayPaymentId: text('razorpay_payment_id'),
    failureReason: text('failure_reason'),
    /** Money captured beyond what the order needs (a second capture, or one on a cancelled order): the admin owes it back. */
    refundDuePaise: bigint('refund_due_paise', { mode: 'number' }).notNull().default(0),
    /** What the order's uncancelled credit notes take off its total (a cache kept by the ledger, decision 053). */
    creditedPaise: bigint('credited_paise', { mode: 'number' }).notNull().default(0),
    /** GST invoice number (INV/2026-27/000001), assigned once when the order is paid or an admin issues it. */
    invoiceNumber: text('invoice_number').unique('orders_invoice_number_uq'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /** The workshop stage the job is in (null until it enters the floor); see workshop-stages.ts. */
    stageId: uuid('stage_id').references(() => workshopStages.id),
    /** The technician (a staff member or admin) working on the job. */
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivery date promised to the customer (a calendar day in India). */
    promisedDate: date('promised_date', { mode: 'string' }),
    /** A demo job loaded on a trial install, removed with its demo customer by one button. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The text an order search matches (customer name, email and phone, service name, details),
     * lowercased once when the row is written: the search compares it with LIKE against the
     * lowercased pattern (what ILIKE does, without lowercasing every row it reads), through a
     * trigram index.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("customer_name" || ' ' || "customer_email" || ' ' || coalesce("customer_phone", '') || ' ' || "service_name" || ' ' || "details")`,
      ),
  },
  // Ascending btree indexes serve both sort directions (a backward scan gives DESC NULLS FIRST, the
  // default of ORDER BY … DESC); each list sort ends with id so pages are stable.
  (t) => [
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_origin_created_idx').on(t.origin, t.createdAt, t.id),
    index('orders_customer_name_idx').on(t.customerName, t.id),
    index('orders_total_idx').on(t.totalPaise, t.id),
    index('orders_stage_idx').on(t.stageId),
    // The GST report's month and the start's e-invoicing check read invoices by when they were issued.
    index('orders_invoice_issued_idx').on(t.invoiceIssuedAt),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** An order's columns as reads answer them: every one but the search text, which only searches read. */
const { searchText: _searchText, ...orderColumns } = getTableColumns(orders);
export { orderColumns };
export type OrderRow = Omit<typeof orders.$inferSelect, 'searchText'>;
