import { z } from 'zod';

/** A change of consent to a channel: given or withdrawn. */
export const consentActions = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof consentActions)[number];

/**
 * Who changed it: the customer in the app ('self'), an admin recording what the customer said
 * ('spoken'), or the customer replying STOP on WhatsApp ('stop-reply').
 */
export const consentChangeSources = ['self', 'spoken', 'stop-reply'] as const;
export type ConsentChangeSource = (typeof consentChangeSources)[number];

/**
 * Whether WhatsApp consent stands: given, and not withdrawn after it (consent given after an
 * opt-out counts again).
 */
export function whatsAppConsented(user: { whatsAppConsentAt: Date | null; whatsAppOptedOutAt: Date | null }): boolean {
  const { whatsAppConsentAt: given, whatsAppOptedOutAt: withdrawn } = user;
  return given !== null && (withdrawn === null || given > withdrawn);
}

/** GET/PUT /api/users/me/notifications and PUT /api/users/:id/notifications: a customer's channels. */
export const notificationSettingsAnswer = z.object({
  /** Updates by email (they need an email address too). */
  emailUpdates: z.boolean(),
  hasEmail: z.boolean(),
  /** The stored phone in E.164, or none. */
  phone: z.string().nullable(),
  /** WhatsApp consent stands (given and not withdrawn since). */
  whatsApp: z.boolean(),
  /** The consent standing or last given: when, how, and the admin who recorded spoken consent. */
  whatsAppConsentAt: z.string().nullable(),
  whatsAppConsentSource: z.enum(['self', 'spoken']).nullable(),
  whatsAppConsentBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The last opt-out. */
  whatsAppOptedOutAt: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsAnswer>;

/** PUT /api/users/me/notifications: either switch, or both. */
export const ownNotificationsBody = z
  .object({ emailUpdates: z.boolean().optional(), whatsApp: z.boolean().optional() })
  .strict();
export type OwnNotificationsBody = z.input<typeof ownNotificationsBody>;

/** PUT /api/users/:id/notifications: the admin records the customer's spoken consent (true) or opt-out (false). */
export const spokenConsentBody = z.object({ whatsApp: z.boolean() }).strict();
export type SpokenConsentBody = z.input<typeof spokenConsentBody>;
