import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * A link through which anyone holding it pays an order's balance without signing in. Only the
 * SHA-256 of its random token is kept. It expires, and is revoked when the order is paid or cancelled.
 * In live mode it remembers the Razorpay Payment Link opened for it, reused for the same amount.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('pay_links_token_uq'),
    /** Who made it: an admin, the customer, or null for a reminder the schedule sent. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    providerLinkId: text('provider_link_id'),
    providerLinkUrl: text('provider_link_url'),
    providerLinkAmountPaise: bigint('provider_link_amount_paise', { mode: 'number' }),
  },
  (t) => [index('pay_links_order_idx').on(t.orderId)],
);

export type PayLinkRow = typeof payLinks.$inferSelect;
