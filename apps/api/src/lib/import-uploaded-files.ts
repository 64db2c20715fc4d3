import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client';
import { IMAGE_TYPE, isImagePath } from './images';
import { insertUpload } from './uploads.repository';

/**
 * Images an earlier version kept under DATA_DIR/uploads are copied into the uploads table, so their
 * URLs keep working on every instance. Runs at every start; an image already stored is left as it
 * is. Answers how many were added. The files themselves are left in place.
 */
export async function importUploadedFiles(db: DbOrTx, uploadsDir: string): Promise<number> {
  if (!existsSync(uploadsDir)) return 0;
  let added = 0;
  for (const folder of await readdir(uploadsDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const name of await readdir(path.join(uploadsDir, folder.name))) {
      const stored = `${folder.name}/${name}`;
      if (!isImagePath(stored)) continue;
      const bytes = await readFile(path.join(uploadsDir, stored));
      if (await insertUpload(db, { path: stored, contentType: IMAGE_TYPE, bytes })) added++;
    }
  }
  return added;
}
