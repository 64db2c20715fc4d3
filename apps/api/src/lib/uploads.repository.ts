import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { uploads } from '../db/schema/uploads';

export interface StoredUpload {
  /** The part of the public URL after `/uploads/`, e.g. `avatars/<uuid>.webp`. */
  path: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores an upload; answers false when one is already stored under its path. */
export async function insertUpload(db: DbOrTx, upload: StoredUpload): Promise<boolean> {
  const rows = await db.insert(uploads).values(upload).onConflictDoNothing().returning({ path: uploads.path });
  return rows.length > 0;
}

export async function findUpload(db: DbOrTx, path: string): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select({ path: uploads.path, contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.path, path));
  return row;
}

export async function deleteUpload(db: DbOrTx, path: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.path, path));
}
