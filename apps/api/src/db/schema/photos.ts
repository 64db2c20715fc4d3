import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { quotations } from './quotations';
import { users } from './users';

export const photoLabels = ['before', 'progress', 'after'] as const;

/**
 * A photo of a job: on an order, on a quotation request, or both (a request's photos become the
 * order's "before" photos). `path` is the screen-sized image and `originalPath` the full-size one,
 * both stored in the uploads table without metadata. Deleting an order or a quotation removes the
 * photos only it had (and their images) first; the check refuses a photo left belonging nowhere.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    quotationId: uuid('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    label: text('label', { enum: photoLabels }).notNull(),
    /** The workshop stage the photo was taken at (the stages table is the floor's). */
    stageId: uuid('stage_id'),
    /** Seen only by the workshop, never by the customer. */
    internal: boolean('internal').notNull().default(false),
    /** Shown on the home page's "Recent work" strip. */
    public: boolean('public').notNull().default(false),
    path: text('path').notNull(),
    originalPath: text('original_path').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_order_idx').on(t.orderId, t.createdAt),
    index('photos_quotation_idx').on(t.quotationId, t.createdAt),
    index('photos_public_idx')
      .on(t.createdAt)
      .where(sql`${t.public}`),
    check('photos_belong_somewhere', sql`${t.orderId} IS NOT NULL OR ${t.quotationId} IS NOT NULL`),
    check('photos_public_not_internal', sql`NOT (${t.public} AND ${t.internal})`),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
