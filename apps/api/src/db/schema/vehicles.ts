import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const vehicleKinds = ['vehicle', 'item'] as const;

/**
 * A customer's vehicle (registration stored normalised: upper case, no spaces) or a fiberglass item
 * (a description, dimensions optional). Quotations and orders may name one.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: vehicleKinds }).notNull(),
    registration: text('registration'),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    colour: text('colour').notNull().default(''),
    odometerKm: integer('odometer_km'),
    description: text('description').notNull().default(''),
    dimensions: text('dimensions').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_user_idx').on(t.userId, t.createdAt),
    index('vehicles_registration_trgm_idx').using('gin', t.registration.op('gin_trgm_ops')),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
