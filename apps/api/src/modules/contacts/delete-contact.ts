import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { deleteContactById, lockContactById } from './contacts.repository';

/** Removes an enquiry for good; a customer made from it stays. */
export async function deleteContact(db: Db, admin: AuthUser, id: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockContactById(tx, id);
    if (!row) throw notFound('CONTACT_NOT_FOUND');
    await deleteContactById(tx, id);
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'contact_deleted',
      entity: 'contact',
      entityId: row.id,
      message: `${admin.name} deleted the enquiry from ${row.name}`,
      priority: 'medium',
      ip,
      params: { actor: admin.name, name: row.name, email: row.email, contactId: row.id },
    });
  });
}
