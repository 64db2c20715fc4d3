import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';
import { activeUser } from './users.repository';

export interface UserCounts {
  admins: number;
  customers: number;
  newSinceWeek: number;
  newSinceMonth: number;
  newEnquiries: number;
}

/** Accounts (deleted ones left out) per role and since each of two moments, and the enquiries nobody handled yet. */
export async function countUsers(db: DbOrTx, since: { week: Date; month: Date }): Promise<UserCounts> {
  const [row] = await db
    .select({
      admins: count(sql`case when ${users.role} = 'admin' then 1 end`),
      customers: count(sql`case when ${users.role} = 'user' then 1 end`),
      newSinceWeek: count(sql`case when ${users.createdAt} >= ${since.week} then 1 end`),
      newSinceMonth: count(sql`case when ${users.createdAt} >= ${since.month} then 1 end`),
      newEnquiries: sql<number>`(select count(*) from ${contacts} where ${contacts.status} = 'new')::int`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(activeUser);
  if (!row) throw new Error('The user counts query answered no row');
  return row;
}
