import type { Contact } from '@karigar/domain/contact';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { countNewContacts, findContactById } from './contacts.repository';
import { toContact } from './to-contact';

/** One enquiry, for the admin; 404 CONTACT_NOT_FOUND when there is none with this id. */
export async function getContact(db: DbOrTx, id: string): Promise<Contact> {
  const row = await findContactById(db, id);
  if (!row) throw notFound('CONTACT_NOT_FOUND');
  return toContact(row);
}

/** The inbox's figures: how many enquiries are still new. */
export async function getContactStats(db: DbOrTx): Promise<{ new: number }> {
  return { new: await countNewContacts(db) };
}
