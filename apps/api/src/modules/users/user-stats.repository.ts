import { count, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';

export interface UserCounts {
  admins: number;
  customers: number;
  newSince: number;
  newEnquiries: number;
}

/** Accounts (deleted ones left out) per role and since a moment, and the enquiries nobody handled yet. */
export async function countUsers(db: DbOrTx, since: Date): Promise<UserCounts> {
  const [row] = await db
    .select({
      admins: count(sql`case when ${users.role} = 'admin' then 1 end`),
      customers: count(sql`case when ${users.role} = 'user' then 1 end`),
      newSince: count(sql`case when ${users.createdAt} >= ${since} then 1 end`),
      newEnquiries: sql<number>`(select count(*) from ${contacts} where ${contacts.status} = 'new')::int`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(isNull(users.deletedAt));
  if (!row) throw new Error('The user counts query answered no row');
  return row;
}
