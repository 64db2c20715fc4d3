import { sql } from 'drizzle-orm';
import { serviceUnits } from '@karigar/domain/service';
import { bigint, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameMr: text('name_mr').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionMr: text('description_mr').notNull().default(''),
    /** List price per unit, in paise. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    sacCode: text('sac_code').notNull().default('998714'),
    /** What the list price is counted in (serviceUnits); services older than units are priced per job. */
    unit: text('unit', { enum: serviceUnits }).notNull().default('job'),
    image: text('image'),
    /** The advance new quotations for this service ask by default, as a percentage of the total (null: none). */
    advancePercentage: numeric('advance_percentage', { precision: 5, scale: 2, mode: 'number' }),
    /** Services referred to by quotations or orders are archived instead of deleted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('services_created_idx').on(t.createdAt.desc()),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
