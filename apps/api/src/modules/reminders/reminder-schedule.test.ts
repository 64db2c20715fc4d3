import { defaultReminderSettings } from '@karigar/domain/payment-reminders';
import { describe, expect, it } from 'vitest';
import { nextReminderAt, reminderDue } from './reminder-schedule';

const settings = { enabled: true, firstAfterDays: 3, everyDays: 7, maxReminders: 2 };
const readyAt = new Date('2026-12-01T10:00:00Z');
const day = (n: number) => new Date(readyAt.getTime() + n * 86_400_000);

describe('the reminder schedule', () => {
  it('makes the first reminder due N days after the job was ready', () => {
    expect(nextReminderAt(settings, { readyAt, sent: 0, lastSentAt: null })).toEqual(day(3));
    expect(reminderDue(settings, { readyAt, sent: 0, lastSentAt: null }, day(2.99))).toBe(false);
    expect(reminderDue(settings, { readyAt, sent: 0, lastSentAt: null }, day(3))).toBe(true);
  });

  it('makes each next one due M days after the last sent, however late that was', () => {
    expect(nextReminderAt(settings, { readyAt, sent: 1, lastSentAt: day(5) })).toEqual(day(12));
    expect(reminderDue(settings, { readyAt, sent: 1, lastSentAt: day(5) }, day(11))).toBe(false);
  });

  it('sends none after K, none while off and none before the job is ready', () => {
    expect(nextReminderAt(settings, { readyAt, sent: 2, lastSentAt: day(10) })).toBeNull();
    expect(nextReminderAt({ ...settings, enabled: false }, { readyAt, sent: 0, lastSentAt: null })).toBeNull();
    expect(nextReminderAt(settings, { readyAt: null, sent: 0, lastSentAt: null })).toBeNull();
  });

  it('is off until the owner turns it on', () => {
    expect(defaultReminderSettings.enabled).toBe(false);
  });
});
