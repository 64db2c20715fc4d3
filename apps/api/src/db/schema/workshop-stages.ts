import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const stageMilestones = ['ready', 'delivered'] as const;

/**
 * The workshop's own stages of a job, in order, named in English and Marathi. Two carry a
 * milestone: 'ready' (the customer is mailed that the job can be picked up) and 'delivered' (the
 * last stage: the order is Completed). Entering the first stage starts the work (In Progress).
 */
export const workshopStages = pgTable(
  'workshop_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameMr: text('name_mr').notNull(),
    milestone: text('milestone', { enum: stageMilestones }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workshop_stages_milestone_uq')
      .on(t.milestone)
      .where(sql`${t.milestone} is not null`),
  ],
);

export type WorkshopStageRow = typeof workshopStages.$inferSelect;
