import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Payments made in the sandbox checkout: the offline gateway's own ledger, shared by every instance. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    providerOrderId: text('provider_order_id').notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').notNull(),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.providerOrderId, t.createdAt)],
);
