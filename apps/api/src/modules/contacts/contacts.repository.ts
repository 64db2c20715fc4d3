import type { ContactStatus } from '@karigar/domain/contact';
import type { Language } from '@karigar/domain/language';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';

export type ContactRow = typeof contacts.$inferSelect;

export async function insertContact(
  db: DbOrTx,
  values: { name: string; email: string | null; phone: string | null; message: string; language: Language },
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, status: 'new' })
    .returning();
  if (!row) throw new Error('insert into contacts returned no row');
  return row;
}

export async function findContactById(db: DbOrTx, id: string): Promise<ContactRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row;
}

/** Locks the enquiry until the transaction ends, so two changes to it apply in turn. */
export async function lockContactById(tx: DbOrTx, id: string): Promise<ContactRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
  return row;
}

export async function updateContact(
  db: DbOrTx,
  id: string,
  changes: { status?: ContactStatus; userId?: string },
): Promise<ContactRow> {
  const [row] = await db
    .update(contacts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contacts.id, id))
    .returning();
  if (!row) throw new Error(`contact ${id} vanished during an update`);
  return row;
}

export async function deleteContactById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(contacts).where(eq(contacts.id, id));
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the inbox, newest first, and how many enquiries match in all. */
export async function listContactRows(
  db: DbOrTx,
  query: { page: number; limit: number; status?: ContactStatus | undefined; search?: string | undefined },
): Promise<{ rows: ContactRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(contacts.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(contacts.name, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.phone, pattern),
        ilike(contacts.message, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(contacts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countNewContacts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contacts).where(eq(contacts.status, 'new'));
  return row?.value ?? 0;
}

/** Whether a live (not deleted) account uses this email, in any case. */
export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
  return row !== undefined;
}
