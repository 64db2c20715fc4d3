import { z } from 'zod';
import { orderStatuses } from './order';

/**
 * The job story (issue 28): one timeline of an order, newest last, for its customer and the admin
 * (`GET /api/orders/:id/timeline`), and without money for a tracking link (`GET /api/track/:token`).
 */
export const storyKinds = [
  'quotation_requested',
  'quotation_revised',
  'quotation_accepted',
  'order_placed',
  'stage',
  'promise',
  'payment',
  'invoice',
  'cancelled',
] as const;
export type StoryKind = (typeof storyKinds)[number];

/** A photo taken on the job, shown at the stage it was taken in (filled once jobs have photos). */
export const storyPhotoSchema = z.object({ url: z.string(), label: z.string() });
export type StoryPhoto = z.infer<typeof storyPhotoSchema>;

export const storyEntrySchema = z.object({
  kind: z.enum(storyKinds),
  at: z.string(),
  /** A stage reached: its names then. */
  stageNameEn: z.string().nullable(),
  stageNameMr: z.string().nullable(),
  /** A promise: the day promised (null: withdrawn). */
  promisedDate: z.string().nullable(),
  /** A payment's rupees; null on a tracking link. */
  amount: z.number().nullable(),
  /** The invoice's number; null on a tracking link. */
  reference: z.string().nullable(),
  /** The photos taken at this stage (customer-visible ones only). */
  photos: z.array(storyPhotoSchema),
});
export type StoryEntry = z.infer<typeof storyEntrySchema>;

export const jobStorySchema = z.object({
  orderNumber: z.string(),
  serviceName: z.string(),
  serviceNameMr: z.string(),
  status: z.enum(orderStatuses),
  stageNameEn: z.string().nullable(),
  stageNameMr: z.string().nullable(),
  promisedDate: z.string().nullable(),
  vehicleLabel: z.string().nullable(),
  entries: z.array(storyEntrySchema),
});
export type JobStory = z.infer<typeof jobStorySchema>;

/** POST /api/orders/:id/share-link: the link, shown once (only its hash is kept). */
export const shareLinkAnswer = z.object({ message: z.string(), url: z.string() });
export type ShareLinkAnswer = z.infer<typeof shareLinkAnswer>;
export const trackParams = z.object({ token: z.string().min(1).max(200) });

/** The API path of a tracking link's data, as the track page asks for it. */
export const trackPath = (token: string) => `/track/${encodeURIComponent(token)}`;

/** Days a tracking link keeps working after the job is delivered. */
export const SHARE_LINK_DAYS_AFTER_DELIVERY = 30;

export const shareLinkMessages = { created: 'Tracking link created', revoked: 'Tracking link revoked' } as const;
