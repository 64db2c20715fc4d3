import { boolean, bigint, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from './services';
import { users } from './users';
import { vehicles } from './vehicles';

export const quotationStatuses = ['Pending', 'Accepted', 'Rejected', 'Revised'] as const;
export const followUpStatuses = ['None', 'Pending', 'Sent', 'Followed-Up', 'Closed'] as const;

/** Pricing inputs are stored; every total is recomputed by the domain pricing engine and cached here. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    /** The vehicle or item the request is about, when the customer named one. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    description: text('description').notNull().default(''),
    modification: text('modification').notNull().default(''),
    /** What the customer said they expect to pay (per unit), in paise. */
    expectedPricePaise: bigint('expected_price_paise', { mode: 'number' }),
    /** The service's list price when the quotation was made, in paise. */
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    offeredPricePaise: bigint('offered_price_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    taxAlreadyIncluded: boolean('tax_already_included').notNull().default(false),
    totalAfterTaxPaise: bigint('total_after_tax_paise', { mode: 'number' }).notNull(),
    /** The advance the workshop asks for, as a percentage of the total or an amount in paise (at most one is set). */
    advancePercentage: numeric('advance_percentage', { precision: 5, scale: 2, mode: 'number' }),
    advanceAmountPaise: bigint('advance_amount_paise', { mode: 'number' }),
    quotationStatus: text('quotation_status', { enum: quotationStatuses }).notNull().default('Pending'),
    followUpStatus: text('follow_up_status', { enum: followUpStatuses }).notNull().default('None'),
    followUpNote: text('follow_up_note'),
    followUpRequired: boolean('follow_up_required').notNull().default(false),
    /** The customer changed quantity or details since the workshop last priced it: not acceptable until it answers. */
    awaitingWorkshop: boolean('awaiting_workshop').notNull().default(false),
    isConvertedToOrder: boolean('is_converted_to_order').notNull().default(false),
    orderId: uuid('order_id'),
    /** Optimistic-concurrency version (`__v` in answers); bumped on every change. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotations_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('quotations_created_idx').on(t.createdAt.desc()),
    index('quotations_status_idx').on(t.quotationStatus),
  ],
);

export type QuotationRow = typeof quotations.$inferSelect;
