import { contactStatuses, type Contact, type ContactStatus } from '@karigar/domain/contact';
import type { ContactRow } from './contacts.repository';

const isContactStatus = (value: string): value is ContactStatus =>
  (contactStatuses as readonly string[]).includes(value);

/** An enquiry as every contact answer shows it. */
export function toContact(row: ContactRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    status: isContactStatus(row.status) ? row.status : 'new',
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
