import { ledgerMethods, refundStatuses } from '@karigar/domain/ledger';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

/**
 * A refund an admin started: through the gateway (pending until its webhook or answer says
 * processed or failed) or recorded (cash, bank: processed at once). Its ledger row is written when
 * it is processed. `idempotencyKey` is sent to the gateway so a retried request refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    method: text('method', { enum: ledgerMethods }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique('refunds_idempotency_uq'),
    providerRefundId: text('provider_refund_id').unique('refunds_provider_refund_uq'),
    failureReason: text('failure_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order_idx').on(t.orderId, t.createdAt)],
);

export type RefundRow = typeof refunds.$inferSelect;
