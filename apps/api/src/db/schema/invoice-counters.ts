import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The last invoice number used in each Indian financial year ('2026-27'). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});
