import type { createUserBody } from '@karigar/domain/user';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AuthUser } from '../../plugins/auth';
import { conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { createPasswordSetupMail } from '../auth/password-setup';
import { refuseWeakPassword } from '../auth/weak-passwords';
import { toPublicUser } from './public-user';
import { findUserByEmail, insertUser } from './users.repository';

export interface AdminUserDeps {
  db: Db;
  mail: MailOutbox;
  appUrl: string;
}

/**
 * Opens an account for someone, as an admin. Without a password the account gets an unguessable
 * one and its owner is mailed a link to choose their own, queued in the same transaction.
 */
export async function createUser(
  deps: AdminUserDeps,
  admin: AuthUser,
  input: z.output<typeof createUserBody>,
  ip: string,
): Promise<ReturnType<typeof toPublicUser>> {
  if (input.email && (await findUserByEmail(deps.db, input.email))) throw conflict('EMAIL_TAKEN');
  if (input.password) await refuseWeakPassword(input.password, [{ name: input.name, email: input.email ?? null }]);
  const passwordHash = await hashPassword(input.password ?? randomToken());
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        address: input.address ?? null,
        role: input.role,
        passwordHash,
      });
      await recordActivity(tx, {
        actorId: admin.id,
        action: 'user_created',
        entity: 'user',
        entityId: user.id,
        message: `${admin.name} created the account of ${user.name} (${user.role})`,
        priority: user.role === 'admin' ? 'high' : 'medium',
        ip,
        params: { actor: admin.name, name: user.name, email: user.email, role: user.role, userId: user.id },
      });
      // A walk-in customer (no email) is not mailed: they get a link once the admin adds their email.
      if (!input.password && user.email)
        await deps.mail.queue(tx, await createPasswordSetupMail(tx, deps.appUrl, user));
      return toPublicUser(user);
    });
  } catch (error) {
    // Two accounts for one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}
