import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Running order counts ('all', 'origin:manual', 'user:<id>', …), kept in the same transaction as every insert and
 * delete, so list pages can show totals without counting the whole table per request.
 */
export const orderCounts = pgTable('order_counts', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});
