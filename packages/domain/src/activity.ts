import { z } from 'zod';

export const activityPriorities = ['low', 'medium', 'high'] as const;
export type ActivityPriority = (typeof activityPriorities)[number];

export const activityRanges = ['24h', '7d', '30d', 'all'] as const;
export type ActivityRange = (typeof activityRanges)[number];

/** How far back each range reaches, in hours ('all' has no limit). */
export const activityRangeHours: Record<Exclude<ActivityRange, 'all'>, number> = {
  '24h': 24,
  '7d': 24 * 7,
  '30d': 24 * 30,
};

export const ACTIVITY_MAX_LIMIT = 1000;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/activity query: the spec's defaults are page 1, limit 10, range 7d. */
export const activityQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(ACTIVITY_MAX_LIMIT).default(10)),
  range: z.preprocess(blankToUndefined, z.enum(activityRanges).default('7d')),
  priority: z.preprocess(blankToUndefined, z.enum(activityPriorities).optional()),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const activityEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  message: z.string(),
  priority: z.enum(activityPriorities),
  ip: z.string().nullable(),
  createdAt: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
});

export const activityListAnswer = z.object({ activities: z.array(activityEntrySchema), pagination: paginationSchema });
export type ActivityListAnswer = z.infer<typeof activityListAnswer>;

/** GET /api/users/activities: newest first, as text lines ("22 Nov 2026, 10:04 · Asha Patil logged in"). */
export const activityLinesAnswer = z.object({ activities: z.array(z.string()) });
export type ActivityLinesAnswer = z.infer<typeof activityLinesAnswer>;
