import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const activityPriorities = ['low', 'medium', 'high'] as const;

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The English sentence, kept for text views; the web renders `action` + `params` in the reader's language. */
    message: text('message').notNull(),
    /** What the sentence needs: names, amounts (rupees), statuses, short references, linked ids. */
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** Facts shown beside the sentence, never in it: provider order and payment ids and the like. */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    priority: text('priority', { enum: activityPriorities }).notNull().default('low'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_created_idx').on(t.createdAt.desc())],
);
