import type { UserStats } from '@karigar/domain/user';
import type { Db } from '../../db/client';
import { countUsers } from './user-stats.repository';

/** India is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The first moment of the current month in India. */
export function startOfMonthInIndia(now: Date = new Date()): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - INDIA_OFFSET_MS);
}

/** The first moment of the current week (Monday 00:00) in India. */
export function startOfWeekInIndia(now: Date = new Date()): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const midnight = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  const daysSinceMonday = (india.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS - INDIA_OFFSET_MS);
}

/** Accounts per role, this month's sign-ups and the enquiries (contact messages) still new. */
export async function getUserStats(db: Db): Promise<UserStats> {
  const now = new Date();
  const counts = await countUsers(db, { week: startOfWeekInIndia(now), month: startOfMonthInIndia(now) });
  return {
    totalUsers: counts.admins + counts.customers,
    totalAdmins: counts.admins,
    totalCustomers: counts.customers,
    newUsersThisWeek: counts.newSinceWeek,
    newUsersThisMonth: counts.newSinceMonth,
    newEnquiries: counts.newEnquiries,
  };
}
