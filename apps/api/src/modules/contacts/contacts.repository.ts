import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema/contacts';

export type ContactRow = typeof contacts.$inferSelect;

export async function insertContact(
  db: DbOrTx,
  values: { name: string; email: string; phone: string | null; message: string },
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, status: 'new' })
    .returning();
  if (!row) throw new Error('insert into contacts returned no row');
  return row;
}
