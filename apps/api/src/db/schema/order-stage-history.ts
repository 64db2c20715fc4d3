import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';
import { workshopStages } from './workshop-stages';

export const floorEvents = ['stage', 'promise'] as const;

/**
 * Every move of a job on the workshop floor: a stage reached (with the stage's names then, so a
 * renamed or removed stage keeps its story) or a promised delivery date set or changed.
 */
export const orderStageHistory = pgTable(
  'order_stage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event', { enum: floorEvents }).notNull(),
    stageId: uuid('stage_id').references(() => workshopStages.id, { onDelete: 'set null' }),
    stageNameEn: text('stage_name_en'),
    stageNameMr: text('stage_name_mr'),
    promisedDate: date('promised_date', { mode: 'string' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_stage_history_order_idx').on(t.orderId, t.createdAt)],
);
