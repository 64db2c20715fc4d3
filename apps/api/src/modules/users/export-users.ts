import { languageSchema, type Language } from '@karigar/domain/language';
import { userListQuery } from '@karigar/domain/user';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { streamRows } from '../../db/stream-rows';
import { dateColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { exportTexts, type ExportTexts } from '../../lib/export-texts';
import { userListCondition, userListOrderBy } from './list-users';

/** The list's query without paging (an export holds every page), and the language to write it in. */
export const userExportQuery = userListQuery
  .omit({ page: true, limit: true })
  .extend({ lang: languageSchema.optional() });
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

/** Roles in words, the date in India time. */
function userColumns(texts: ExportTexts): CsvColumn<UserExportRow>[] {
  const h = texts.users;
  return [
    textColumn(h.name, (u) => u.name),
    textColumn(h.email, (u) => u.email),
    textColumn(h.phone, (u) => u.phone),
    textColumn(h.address, (u) => u.address),
    textColumn(h.role, (u) => texts.role[u.role]),
    dateColumn(texts.ist(h.created), (u) => u.createdAt),
  ];
}

/** The users the admin list's search and role filter match, as a CSV export in `language` (never a secret). */
export async function exportUsers(
  db: Db,
  query: UserExportQuery,
  language: Language,
): Promise<CsvExport<UserExportRow>> {
  return {
    name: 'users',
    columns: userColumns(exportTexts(language)),
    rows: await streamRows(db, exportQuery(db, query)),
  };
}
