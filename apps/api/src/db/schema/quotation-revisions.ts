import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { quotations } from './quotations';
import { users } from './users';

export type RevisionChanges = Record<string, { from: unknown; to: unknown }>;

/** Every change to a quotation is a numbered revision (v1 = the request) with what changed. */
export const quotationRevisions = pgTable(
  'quotation_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['requested', 'edited', 'follow-up', 'accepted', 'rejected'] }).notNull(),
    changes: jsonb('changes').$type<RevisionChanges>().notNull().default({}),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quotation_revisions_version_uq').on(t.quotationId, t.version),
    index('quotation_revisions_quotation_idx').on(t.quotationId),
  ],
);
