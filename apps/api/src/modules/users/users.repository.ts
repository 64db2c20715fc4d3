import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<UserRow, 'name' | 'email' | 'phone' | 'address' | 'passwordHash' | 'profileImage' | 'mfaSecret' | 'mfaEnabled'>
>;

/** Emails are unique regardless of case; `email` must already be lower case. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Locks the row until the transaction ends, so concurrent changes to one user apply in turn. */
export async function lockUserById(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: DbOrTx, id: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** A new session version ends every access token issued before it; answers the updated row. */
export async function bumpSessionVersion(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished while ending its sessions`);
  return row;
}
