import type { Language } from '@karigar/domain/language';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

/** The language of the account with this id; English when there is none. */
export async function languageOfUser(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}

/** The language of the active account mailed at this address, in any letter case (such as ADMIN_EMAIL); English when none. */
export async function languageOfEmail(db: DbOrTx, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
  return row?.language ?? 'en';
}
