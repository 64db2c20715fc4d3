import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * An order's read-only tracking link: only the token's hash is kept. One link per order (a new
 * one replaces it); revoking deletes the row.
 */
export const orderShareLinks = pgTable('order_share_links', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('order_share_links_token_uq'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
