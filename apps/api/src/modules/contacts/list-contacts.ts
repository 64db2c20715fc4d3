import type { ContactListAnswer, contactListQuery } from '@karigar/domain/contact';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { listContactRows } from './contacts.repository';
import { toContact } from './to-contact';

/** The admin's inbox: filter by status, search name, email, phone and message. */
export async function listContacts(db: DbOrTx, query: z.output<typeof contactListQuery>): Promise<ContactListAnswer> {
  const { rows, total } = await listContactRows(db, query);
  return { ok: true, data: rows.map(toContact), meta: { total, page: query.page, limit: query.limit } };
}
