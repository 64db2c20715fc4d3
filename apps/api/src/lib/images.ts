import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Formats accepted from users, decided by the file's content, never by its name or stated type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: no accepted image may have more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;
const FOLDER = /^[a-z0-9-]+$/;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export interface ImageOptions {
  /** Sub-folder of the uploads folder, e.g. 'services' or 'avatars' (lower-case letters, digits, dashes). */
  folder: string;
  /** The longest side, in pixels, the stored image may have; smaller images are never enlarged. */
  maxSize: number;
}

export class NotAnImageError extends Error {
  constructor() {
    super('not an accepted image');
    this.name = 'NotAnImageError';
  }
}

/**
 * Checks the bytes are a JPEG, PNG, WebP or GIF, then re-encodes them as WebP fitted inside
 * maxSize × maxSize (never enlarged), turned upright, without metadata, under a new random name.
 * Answers the public path `/uploads/<folder>/<uuid>.webp`. Throws NotAnImageError for anything else.
 */
export async function saveImage(uploadsDir: string, bytes: Buffer, options: ImageOptions): Promise<string> {
  const folder = checkedFolder(options.folder);
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError();
    output = await image
      .rotate()
      .resize(options.maxSize, options.maxSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new NotAnImageError();
  }
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await writeFile(path.join(dir, name), output, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}

/** True for a path saveImage answered for this folder; never for a default image or a URL. */
function isStoredImage(publicPath: string | null | undefined, folder: string): publicPath is string {
  if (!publicPath) return false;
  const prefix = `/uploads/${checkedFolder(folder)}/`;
  return publicPath.startsWith(prefix) && STORED_NAME.test(publicPath.slice(prefix.length));
}

/** Removes an image saveImage stored in this folder; any other value is left alone. */
export async function removeImage(
  uploadsDir: string,
  publicPath: string | null | undefined,
  folder: string,
): Promise<void> {
  if (!isStoredImage(publicPath, folder)) return;
  await rm(path.join(uploadsDir, folder, path.basename(publicPath)), { force: true });
}

function checkedFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Not an uploads folder name: ${folder}`);
  return folder;
}
