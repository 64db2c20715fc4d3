import type { SessionAnswer } from '@karigar/domain/auth';
import type { Language } from '@karigar/domain/language';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { hashPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import { conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { changeWhatsAppConsent } from '../notifications/change-consent';
import { toPublicUser } from '../users/public-user';
import { isUniqueViolation } from '../../lib/unique-violation';
import { findUserByEmail, insertUser } from '../users/accounts';
import { issueTokens } from './issue-tokens';
import { refuseWeakPassword } from './weak-passwords';
import { welcomeMail } from './welcome-mail';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  phone?: string | undefined;
  address?: string | undefined;
  language: Language;
  /** The registration form's WhatsApp consent. */
  whatsApp: boolean;
}

/** Creates a customer account (never an admin), signs it in and queues a welcome mail with it. */
export async function registerUser(
  deps: { db: Db; tokens: TokenSigner; mail: MailOutbox; appUrl: string },
  input: RegisterInput,
  ip: string,
): Promise<SessionAnswer> {
  if (await findUserByEmail(deps.db, input.email)) throw conflict('EMAIL_TAKEN');
  await refuseWeakPassword(input.password, [input]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        address: input.address ?? null,
        role: 'user',
        passwordHash,
        language: input.language,
      });
      await recordActivity(tx, {
        actorId: user.id,
        action: 'register',
        entity: 'user',
        entityId: user.id,
        message: `${user.name} registered`,
        params: { actor: user.name, userId: user.id },
        ip,
      });
      if (input.whatsApp)
        await changeWhatsAppConsent(tx, {
          userId: user.id,
          action: 'given',
          source: 'self',
          by: { id: user.id, name: user.name },
          ip,
        });
      const session = { ...(await issueTokens(tx, deps.tokens, user)), user: toPublicUser(user) };
      await deps.mail.queue(tx, welcomeMail(session.user, deps.appUrl));
      return session;
    });
  } catch (error) {
    // Two registrations of one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}
