import type { Contact, ContactStatus } from '@karigar/domain/contact';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { lockContactById, updateContact } from './contacts.repository';
import { toContact } from './to-contact';

/** Sets an enquiry's status; a real change is logged, setting the same status again is not. */
export async function changeContactStatus(
  db: Db,
  admin: AuthUser,
  id: string,
  status: ContactStatus,
  ip: string,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    const current = await lockContactById(tx, id);
    if (!current) throw notFound('CONTACT_NOT_FOUND');
    if (current.status === status) return toContact(current);
    const row = await updateContact(tx, id, { status });
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'contact_status_changed',
      entity: 'contact',
      entityId: row.id,
      message: `${admin.name} marked the enquiry from ${row.name} as ${status}`,
      ip,
      params: { actor: admin.name, name: row.name, email: row.email, status, contactId: row.id },
    });
    return toContact(row);
  });
}
