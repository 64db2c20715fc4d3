import type { UserListAnswer, userListQuery } from '@karigar/domain/user';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { toPublicUser } from './public-user';
import { activeUser } from './users.repository';

const sortColumns = { createdAt: users.createdAt, name: users.name, email: users.email, role: users.role };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type UserListFilter = Pick<z.output<typeof userListQuery>, 'role' | 'search'>;
type UserListOrder = Pick<z.output<typeof userListQuery>, 'sortKey' | 'sortOrder'>;

/** Active users only; search by name, email or phone; filter by role. */
export function userListCondition(query: UserListFilter): SQL | undefined {
  const filters: SQL[] = [activeUser];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))!);
  }
  return and(...filters);
}

/** Sort on a whitelist, ties broken by id. */
export function userListOrderBy(query: UserListOrder): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  return [direction(sortColumns[query.sortKey]), desc(users.id)];
}

/** The admin's user list: search by name, email or phone, filter by role, sort on a whitelist. */
export async function listUsers(db: DbOrTx, query: z.output<typeof userListQuery>): Promise<UserListAnswer> {
  const where = userListCondition(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userListOrderBy(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const totalUsers = total?.value ?? 0;
  return {
    users: rows.map(toPublicUser),
    pagination: {
      totalUsers,
      totalPages: Math.max(1, Math.ceil(totalUsers / query.limit)),
      currentPage: query.page,
    },
  };
}
