import { paymentProviders, paymentRecordStatuses } from '@karigar/domain/payment';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * One row per provider order (a checkout attempt). The provider payment id is unique, so a replayed
 * verification or a webhook racing it can never record the same payment twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique('payments_provider_order_uq'),
    providerPaymentId: text('provider_payment_id').unique('payments_provider_payment_uq'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: paymentRecordStatuses }).notNull().default('created'),
    method: text('method'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A payment an admin recorded (cash, UPI to the shop, bank transfer, cheque): its reference and who recorded it. */
    reference: text('reference'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** A recorded payment is never deleted: an admin voids it with a reason. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt.desc()),
    index('payments_created_idx').on(t.createdAt.desc()),
    index('payments_paid_at_idx').on(t.paidAt),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
