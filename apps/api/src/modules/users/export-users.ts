import { userListQuery } from '@karigar/domain/user';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { streamRows } from '../../db/stream-rows';
import { dateColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { userListCondition, userListOrderBy } from './list-users';

/** The list's query without paging: an export holds every page. */
export const userExportQuery = userListQuery.omit({ page: true, limit: true });
type UserExportQuery = z.output<typeof userExportQuery>;

const exportQuery = (db: Db, query: UserExportQuery) =>
  db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      address: users.address,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(userListCondition(query))
    .orderBy(...userListOrderBy(query));

type UserExportRow = Awaited<ReturnType<typeof exportQuery>>[number];

const columns: CsvColumn<UserExportRow>[] = [
  textColumn('Name', (u) => u.name),
  textColumn('Email', (u) => u.email),
  textColumn('Phone', (u) => u.phone),
  textColumn('Address', (u) => u.address),
  textColumn('Role', (u) => u.role),
  dateColumn('Created', (u) => u.createdAt),
];

/** The users the admin list's search and role filter match, as a CSV export (never a secret). */
export async function exportUsers(db: Db, query: UserExportQuery): Promise<CsvExport<UserExportRow>> {
  return { name: 'users', columns, rows: await streamRows(db, exportQuery(db, query)) };
}
