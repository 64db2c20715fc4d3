import type { ContactConvertedAnswer } from '@karigar/domain/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AuthUser } from '../../plugins/auth';
import { notFound, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { createPasswordSetupMail } from '../auth/password-setup';
import { insertUser } from '../users/accounts';
import { emailInUse, lockContactById, updateContact } from './contacts.repository';
import { toContact } from './to-contact';

/**
 * Makes a customer account from an enquiry (its name, email and phone), links the enquiry to it
 * and mails the customer a link to choose a password. An enquiry converts once; an email that
 * already has an account is refused.
 */
export async function convertContact(
  deps: { db: Db; mail: MailOutbox; config: Pick<Config, 'appUrl'> },
  admin: AuthUser,
  id: string,
  ip: string,
): Promise<ContactConvertedAnswer['data']> {
  // Nobody knows this password: the customer sets their own through the mailed link.
  const passwordHash = await hashPassword(randomToken());
  try {
    return await deps.db.transaction(async (tx) => {
      const contact = await lockContactById(tx, id);
      if (!contact) throw notFound('CONTACT_NOT_FOUND');
      if (contact.userId) throw conflict('CONTACT_ALREADY_CONVERTED');
      // An enquiry with only a phone number makes a walk-in customer: no email, no mail.
      if (contact.email && (await emailInUse(tx, contact.email))) throw conflict('EMAIL_TAKEN');
      const user = await insertUser(tx, {
        name: contact.name,
        email: contact.email?.toLowerCase() ?? null,
        phone: contact.phone,
        role: 'user',
        passwordHash,
        language: contact.language,
      });
      const linked = await updateContact(tx, contact.id, { userId: user.id });
      await recordActivity(tx, {
        actorId: admin.id,
        action: 'contact_converted',
        entity: 'user',
        entityId: user.id,
        message: `${admin.name} made a customer account for ${user.name} from their enquiry`,
        priority: 'medium',
        ip,
        params: { actor: admin.name, name: user.name, email: user.email, contactId: contact.id, userId: user.id },
      });
      await deps.mail.queue(tx, await createPasswordSetupMail(tx, deps.config.appUrl, user));
      return {
        contact: toContact(linked),
        user: { _id: user.id, name: user.name, email: user.email, phone: user.phone },
      };
    });
  } catch (error) {
    // Someone registered the same email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}
