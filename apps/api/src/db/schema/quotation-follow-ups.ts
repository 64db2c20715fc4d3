import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { quotations } from './quotations';
import { users } from './users';

/** One entry of a quotation's follow-up history, with the pricing it carried. */
export const quotationFollowUps = pgTable(
  'quotation_follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    newPricePaise: bigint('new_price_paise', { mode: 'number' }),
    offeredPricePaise: bigint('offered_price_paise', { mode: 'number' }).notNull(),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxAlreadyIncluded: boolean('tax_already_included').notNull(),
    note: text('note'),
    status: text('status').notNull().default('Sent'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotation_follow_ups_quotation_idx').on(t.quotationId, t.createdAt)],
);
