import { z } from 'zod';
import { pageParam } from './list-page';

export const activityPriorities = ['low', 'medium', 'high'] as const;
export type ActivityPriority = (typeof activityPriorities)[number];

/**
 * Every action the activity log records: the one list the API writes and the web renders. The web
 * says each in the reader's language from `activity.actions.<action>` in its bundles (en and mr),
 * interpolating the entry's `params` ({{actor}}, {{name}}, {{amount}} in rupees, {{status}}...);
 * an action missing there falls back to the stored English `message`.
 */
export const activityActions = [
  'register',
  'login',
  'login_failed',
  'mfa_login_failed',
  'logout',
  'password_reset_requested',
  'password_reset',
  'mfa_enabled',
  'mfa_disabled',
  'profile_updated',
  'credentials_change_refused',
  'email_change_requested',
  'email_changed',
  'user_created',
  'user_updated',
  'user_credentials_changed',
  'user_deleted',
  'quotation_requested',
  'quotation_updated',
  'quotation_follow_up',
  'quotation_accepted',
  'quotation_rejected',
  'quotation_deleted',
  'order_created',
  'manual_order_created',
  'service_requested',
  'order_status_changed',
  'order_deleted',
  'invoice_issued',
  'service_created',
  'service_updated',
  'service_archived',
  'service_deleted',
  'contact_created',
  'contact_status_changed',
  'contact_deleted',
  'contact_converted',
  'payment_order_created',
  'payment_received',
  'payment_recorded',
  'payment_voided',
  'payment_failed',
  'payment_verification_failed',
  'payment_refund_due',
  'payment_duplicate',
  'refund_started',
  'refund_processed',
  'refund_failed',
  'workshop_settings_updated',
  'workshop_stages_updated',
  'order_stage_changed',
  'order_assigned',
  'order_note_added',
  'share_link_created',
  'share_link_revoked',
  'pay_link_created',
  'payment_reminder_sent',
  'demo_jobs_loaded',
  'demo_jobs_removed',
  'whatsapp_consent_given',
  'whatsapp_consent_recorded',
  'whatsapp_opted_out',
  'whatsapp_opt_out_recorded',
  'whatsapp_stop_reply',
  'email_updates_on',
  'email_updates_off',
  'order_gstin_changed',
  'credit_note_issued',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** Flat values of an entry's params (what its sentence says) and details (shown beside it). */
export const activityValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ActivityValues = z.infer<typeof activityValuesSchema>;

/** The entities an entry links to; params name them `orderId`, `quotationId`, `userId`, `contactId`. */
export const activityLinksSchema = z.object({
  orderId: z.string().nullable(),
  quotationId: z.string().nullable(),
  userId: z.string().nullable(),
  contactId: z.string().nullable(),
});
export type ActivityLinks = z.infer<typeof activityLinksSchema>;

const linkedEntity = { order: 'orderId', quotation: 'quotationId', user: 'userId', contact: 'contactId' } as const;

/**
 * The links of an entry: the ids in its params. An entry written before entries had params links to
 * the entity it was recorded against, unless it records that entity's deletion.
 */
export function activityLinks(entry: {
  action: string;
  entity: string;
  entityId: string | null;
  params: ActivityValues;
}): ActivityLinks {
  const links: ActivityLinks = { orderId: null, quotationId: null, userId: null, contactId: null };
  for (const key of Object.values(linkedEntity)) {
    const value = entry.params[key];
    if (typeof value === 'string' && value) links[key] = value;
  }
  const legacy = Object.keys(entry.params).length === 0 && !entry.action.endsWith('_deleted');
  const own = linkedEntity[entry.entity as keyof typeof linkedEntity];
  if (legacy && own && entry.entityId) links[own] = entry.entityId;
  return links;
}

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
  page: pageParam,
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
  params: activityValuesSchema,
  details: activityValuesSchema,
  links: activityLinksSchema,
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
