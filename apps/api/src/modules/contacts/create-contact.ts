import type { Contact } from '@karigar/domain/contact';
import type { Language } from '@karigar/domain/language';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { languageOfEmail } from '../../lib/mail-texts/recipient-language';
import { recordActivity } from '../activity/record-activity';
import { insertContact } from './contacts.repository';
import { enquiryMail } from './enquiry-mail';
import { toContact } from './to-contact';

/** Stores an enquiry with status 'new', logs it and tells the workshop (ADMIN_EMAIL) by mail. */
export async function createContact(
  deps: { db: Db; mail: MailOutbox; config: Pick<Config, 'adminEmail' | 'appUrl'> },
  input: { name: string; email?: string | undefined; phone?: string | undefined; message: string; language: Language },
  ip: string,
): Promise<Contact> {
  const contact = await deps.db.transaction(async (tx) => {
    const row = await insertContact(tx, {
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      message: input.message,
      language: input.language,
    });
    await recordActivity(tx, {
      actorId: null,
      action: 'contact_created',
      entity: 'contact',
      entityId: row.id,
      message: `New contact enquiry from ${row.name}`,
      priority: 'medium',
      ip,
      params: { name: row.name, email: row.email, contactId: row.id },
    });
    const { adminEmail, appUrl } = deps.config;
    if (adminEmail)
      await deps.mail.queue(tx, enquiryMail(adminEmail, await languageOfEmail(tx, adminEmail), row, appUrl));
    return row;
  });
  return toContact(contact);
}
