import { z } from 'zod';
import type { RecentWork } from './recent-work';

export const photoLabels = ['before', 'progress', 'after'] as const;
export type PhotoLabel = (typeof photoLabels)[number];

/** A customer may attach this many photos to one quotation request. */
export const MAX_QUOTATION_PHOTOS = 5;

const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean());

/** The text fields of POST /api/orders/:id/photos (multipart, the image in field `photo`). */
export const orderPhotoFields = z.object({
  label: z.enum(photoLabels).default('progress'),
  stageId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
  internal: flag.default(false),
});

/** PATCH /api/orders/:id/photos/:photoId: the workshop marks a photo internal or public. */
export const photoFlagsBody = z
  .object({ internal: z.boolean().optional(), public: z.boolean().optional() })
  .refine((body) => !(body.internal && body.public), { message: 'INVALID_VALUE', path: ['public'] });

export const photoSchema = z.object({
  _id: z.string(),
  label: z.enum(photoLabels),
  stageId: z.string().nullable(),
  internal: z.boolean(),
  public: z.boolean(),
  /** The screen-sized image. */
  url: z.string(),
  /** The full-size image (without metadata). */
  originalUrl: z.string(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListAnswer = z.object({ photos: z.array(photoSchema) });
export const photoChangedAnswer = z.object({ message: z.string(), photo: photoSchema });
export const photoDeletedAnswer = z.object({ message: z.string() });

/** GET /api/public/recent-work (RECENT_WORK_PATH in recent-work.ts): the owner's public after-photos, screen-sized only. */
export const recentWorkAnswer = z.object({
  photos: z.array(z.object({ _id: z.string(), url: z.string(), service: z.string(), serviceMr: z.string() })),
}) satisfies z.ZodType<{ photos: RecentWork }>;

export const photoMessages = {
  uploaded: 'Photo uploaded',
  updated: 'Photo updated',
  deleted: 'Photo removed',
} as const;
