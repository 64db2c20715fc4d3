import { ledgerKinds, ledgerMethods } from '@karigar/domain/ledger';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

/**
 * Every movement of money, one immutable row each (never updated or deleted): money in is positive,
 * money out (a refund, a void) negative. An order's received, due and refund-due amounts are sums of
 * its rows. `providerId` (a gateway payment or refund id) is unique per kind, so a replayed webhook
 * can never write a second row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    method: text('method', { enum: ledgerMethods }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The payment row the money belongs to (an online capture or a recorded payment), when there is one. */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The gateway's id for the movement (pay_…, rfnd_…), when it went through one. */
    providerId: text('provider_id'),
    /** A recorded payment's reference, a refund's or void's reason. */
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the money moved (a recorded payment's date may be earlier than the row). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId, t.occurredAt),
    index('ledger_entries_occurred_idx').on(t.occurredAt),
    uniqueIndex('ledger_entries_provider_uq')
      .on(t.kind, t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
