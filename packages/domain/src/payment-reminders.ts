import { z } from 'zod';
import { noticeChannels } from './customer-notice';
import { issueCode } from './error-codes';
import { paymentProviders, verifyPaymentBody } from './payment';

/** The bounds of the owner's reminder settings (days and count). */
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 60;
export const REMINDERS_MAX = 10;

const days = z
  .number(issueCode('REMINDER_DAYS_INVALID'))
  .int(issueCode('REMINDER_DAYS_INVALID'))
  .min(REMINDER_DAYS_MIN, issueCode('REMINDER_DAYS_INVALID'))
  .max(REMINDER_DAYS_MAX, issueCode('REMINDER_DAYS_INVALID'));

/** GET and PUT /api/settings/reminders: when the workshop reminds customers of an unpaid balance. */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Days after the job is ready or delivered before the first reminder. */
  firstAfterDays: days,
  /** Days between one reminder and the next. */
  everyDays: days,
  /** Reminders sent at most, by the schedule and by hand together. */
  maxReminders: z
    .number(issueCode('REMINDER_COUNT_INVALID'))
    .int(issueCode('REMINDER_COUNT_INVALID'))
    .min(1, issueCode('REMINDER_COUNT_INVALID'))
    .max(REMINDERS_MAX, issueCode('REMINDER_COUNT_INVALID')),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Off until the owner turns them on (decision 052). */
export const defaultReminderSettings: ReminderSettings = {
  enabled: false,
  firstAfterDays: 3,
  everyDays: 7,
  maxReminders: 3,
};

/** One reminder sent for an order; `sentBy` is the admin's name, null for the schedule. */
export const paymentReminderSchema = z.object({
  number: z.number().int(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  channels: z.array(z.enum(noticeChannels)),
});
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

/** GET /api/orders/:id/reminders. */
export const paymentRemindersAnswer = z.object({ reminders: z.array(paymentReminderSchema) });
export type PaymentRemindersAnswer = z.infer<typeof paymentRemindersAnswer>;

/** POST /api/orders/:id/remind. */
export const remindAnswer = z.object({ reminder: paymentReminderSchema });
export type RemindAnswer = z.infer<typeof remindAnswer>;

/** Days a pay link works. */
export const PAY_LINK_DAYS = 30;

/** POST /api/orders/:id/pay-link: the link, shown this once (only its hash is kept). */
export const payLinkAnswer = z.object({ url: z.string(), expiresAt: z.string() });
export type PayLinkAnswer = z.infer<typeof payLinkAnswer>;

export const payLinkParams = z.object({ token: z.string().min(1).max(200) });

/** GET /api/pay/:token: all a pay link shows (no name, contact or service). Amount in paise. */
export const payLinkDetails = z.object({
  orderRef: z.string(),
  workshop: z.string(),
  amountDuePaise: z.number().int(),
  currency: z.literal('INR'),
});
export type PayLinkDetails = z.infer<typeof payLinkDetails>;

/**
 * POST /api/pay/:token/checkout: the sandbox's built-in checkout to open for the provider order, or
 * (live) the Razorpay Payment Link page to go to.
 */
export const payLinkCheckoutAnswer = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('checkout'),
    keyId: z.string(),
    provider: z.enum(paymentProviders),
    checkoutScriptUrl: z.string(),
    order: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
  }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PayLinkCheckoutAnswer = z.infer<typeof payLinkCheckoutAnswer>;

/** POST /api/pay/:token/verify: what the checkout handed the browser (the order comes from the link). */
export const payLinkVerifyBody = verifyPaymentBody.omit({ orderId: true });
export type PayLinkVerifyBody = z.infer<typeof payLinkVerifyBody>;

export const payLinkVerifyAnswer = z.object({ paid: z.literal(true) });
