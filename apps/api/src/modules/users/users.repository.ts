import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'email'
    | 'phone'
    | 'address'
    | 'gstin'
    | 'role'
    | 'passwordHash'
    | 'profileImage'
    | 'mfaSecret'
    | 'mfaEnabled'
    | 'language'
  >
>;

/** Accounts not deleted: a deleted one is found by no lookup, list or count. */
export const activeUser = isNull(users.deletedAt);

/** Emails are unique regardless of case among active accounts; `email` must already be lower case. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), activeUser));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), activeUser));
  return row;
}

/** Locks the row until the transaction ends, so concurrent changes to one user apply in turn. */
export async function lockUserById(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), activeUser))
    .for('update');
  return row;
}

/**
 * Locks every active admin until the transaction ends and answers their ids: two admins demoting
 * or deleting each other at once take turns, so one admin always remains.
 */
export async function lockAdminIds(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), activeUser))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function markUserDeleted(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx.update(users).set({ deletedAt: at, updatedAt: at, profileImage: null }).where(eq(users.id, id));
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
