import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded images (avatars, service pictures), shared by every app instance. `path` is the part of
 * the public URL after `/uploads/`, e.g. `avatars/<uuid>.webp`.
 */
export const uploads = pgTable('uploads', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
