import { like } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { uploads } from '../src/db/schema/uploads';
import { findUpload } from '../src/lib/uploads.repository';

/** The bytes stored for an image's public path (`/uploads/...`), or undefined once it is gone. */
export async function storedImage(db: DbOrTx, publicPath: string): Promise<Buffer | undefined> {
  return (await findUpload(db, publicPath.replace(/^\/uploads\//, '')))?.bytes;
}

/** The stored paths of every image in one uploads folder, sorted. */
export async function storedImagePaths(db: DbOrTx, folder: string): Promise<string[]> {
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(like(uploads.path, `${folder}/%`))
    .orderBy(uploads.path);
  return rows.map((row) => row.path);
}
