import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DbOrTx } from '../db/client';
import { deleteUpload, insertUpload } from './uploads.repository';

/** Formats accepted from users, decided by the file's content, never by its name or stated type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: no accepted image may have more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;
const FOLDER = /^[a-z0-9-]+$/;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const IMAGE_TYPE = 'image/webp';

export interface ImageOptions {
  /** Sub-folder of the uploads, e.g. 'services' or 'avatars' (lower-case letters, digits, dashes). */
  folder: string;
  /**
   * The longest side, in pixels, the stored image may have; smaller images are never enlarged.
   * Without it the image keeps its size (an original kept beside its screen-sized copy).
   */
  maxSize?: number;
  /** WebP quality, 1 to 100 (82 unless given). */
  quality?: number;
}

export class NotAnImageError extends Error {
  constructor() {
    super('not an accepted image');
    this.name = 'NotAnImageError';
  }
}

/**
 * Checks the bytes are a JPEG, PNG, WebP or GIF, then re-encodes them as WebP fitted inside
 * maxSize × maxSize (never enlarged), turned upright, without metadata (EXIF, location, camera,
 * XMP: sharp writes none unless asked), under a new random name.
 * Stores it in the uploads table, shared by every app instance, and answers its public path
 * `/uploads/<folder>/<uuid>.webp`. Throws NotAnImageError for anything else.
 */
export async function saveImage(db: DbOrTx, bytes: Buffer, options: ImageOptions): Promise<string> {
  const folder = checkedFolder(options.folder);
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError();
    const upright = image.rotate();
    const fitted = options.maxSize
      ? upright.resize(options.maxSize, options.maxSize, { fit: 'inside', withoutEnlargement: true })
      : upright;
    output = await fitted.webp({ quality: options.quality ?? 82 }).toBuffer();
  } catch {
    throw new NotAnImageError();
  }
  const stored = `${folder}/${randomUUID()}.webp`;
  if (!(await insertUpload(db, { path: stored, contentType: IMAGE_TYPE, bytes: output }))) {
    throw new Error(`An upload is already stored at ${stored}`);
  }
  return `/uploads/${stored}`;
}

/** True for `<folder>/<uuid>.webp`, the only shape of path saveImage stores (after `/uploads/`). */
export function isImagePath(stored: string): boolean {
  const slash = stored.indexOf('/');
  return slash > 0 && FOLDER.test(stored.slice(0, slash)) && STORED_NAME.test(stored.slice(slash + 1));
}

/** True for a path saveImage answered for this folder; never for a default image or a URL. */
function isStoredImage(publicPath: string | null | undefined, folder: string): publicPath is string {
  if (!publicPath) return false;
  const prefix = `/uploads/${checkedFolder(folder)}/`;
  return publicPath.startsWith(prefix) && STORED_NAME.test(publicPath.slice(prefix.length));
}

/** Removes an image saveImage stored in this folder; any other value is left alone. */
export async function removeImage(db: DbOrTx, publicPath: string | null | undefined, folder: string): Promise<void> {
  if (!isStoredImage(publicPath, folder)) return;
  await deleteUpload(db, publicPath.slice('/uploads/'.length));
}

function checkedFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Not an uploads folder name: ${folder}`);
  return folder;
}
