import type { UserStats } from '@karigar/domain/user';
import type { Db } from '../../db/client';
import { countUsers } from './user-stats.repository';

/** The first moment of the current month in India (UTC+05:30, no daylight saving). */
export function startOfMonthInIndia(now: Date = new Date()): Date {
  const india = new Date(now.getTime() + 330 * 60_000);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - 330 * 60_000);
}

/** Accounts per role, this month's sign-ups and the enquiries (contact messages) still new. */
export async function getUserStats(db: Db): Promise<UserStats> {
  const { admins, customers, newSince, newEnquiries } = await countUsers(db, startOfMonthInIndia());
  return {
    totalUsers: admins + customers,
    totalAdmins: admins,
    totalCustomers: customers,
    newUsersThisMonth: newSince,
    newEnquiries,
  };
}
