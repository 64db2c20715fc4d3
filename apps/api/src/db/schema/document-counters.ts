import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The last number used in each document series ('RV', 'RF', 'CN') in each financial year. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
