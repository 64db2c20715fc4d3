import type { Contact } from '@karigar/domain/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { recordActivity } from '../activity/record-activity';
import { insertContact } from './contacts.repository';
import { enquiryMail } from './enquiry-mail';

/** Stores an enquiry with status 'new', logs it and tells the workshop (ADMIN_EMAIL) by mail. */
export async function createContact(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'adminEmail' | 'appUrl'> },
  input: { name: string; email: string; phone?: string | undefined; message: string },
  ip: string,
): Promise<Contact> {
  const contact = await deps.db.transaction(async (tx) => {
    const row = await insertContact(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
    });
    await recordActivity(tx, {
      actorId: null,
      action: 'contact_created',
      entity: 'contact',
      entityId: row.id,
      message: `New contact enquiry from ${row.name}`,
      params: { name: row.name, contactId: row.id },
      priority: 'medium',
      ip,
    });
    return row;
  });
  if (deps.config.adminEmail) await deps.mailer.send(enquiryMail(deps.config.adminEmail, contact, deps.config.appUrl));
  return {
    _id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    message: contact.message,
    status: contact.status,
    createdAt: contact.createdAt.toISOString(),
  };
}
