import type { ReminderSettings } from '@karigar/domain/payment-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an order stands with its reminders. */
export interface ReminderProgress {
  /** When the job was first ready or delivered; null while it is not. */
  readyAt: Date | null;
  /** Reminders sent so far, by the schedule and by hand. */
  sent: number;
  lastSentAt: Date | null;
}

/**
 * When the next scheduled reminder is due: the first `firstAfterDays` after the job was ready or
 * delivered, each next one `everyDays` after the last sent (by hand too), none once `maxReminders`
 * were sent, none while reminders are off or the job is not ready.
 */
export function nextReminderAt(settings: ReminderSettings, progress: ReminderProgress): Date | null {
  if (!settings.enabled || !progress.readyAt || progress.sent >= settings.maxReminders) return null;
  if (progress.sent === 0 || !progress.lastSentAt)
    return new Date(progress.readyAt.getTime() + settings.firstAfterDays * DAY_MS);
  return new Date(progress.lastSentAt.getTime() + settings.everyDays * DAY_MS);
}

/** Whether a scheduled reminder is due at `now`. */
export function reminderDue(settings: ReminderSettings, progress: ReminderProgress, now: Date): boolean {
  const at = nextReminderAt(settings, progress);
  return at !== null && at <= now;
}
