import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { hashToken, randomToken } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { findUserByEmail } from '../users/accounts';
import { insertPasswordReset } from './auth.repository';
import { passwordResetMail } from './password-reset-mail';
import { throttles } from './rate-limits';
import { takeAttempt } from './throttle';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a single-use, one-hour reset link when the email belongs to an account. The caller
 * answers the same either way, so nobody can learn which emails have accounts. Every request
 * counts against the email and client IP, with growing delays.
 */
export async function requestPasswordReset(
  deps: { db: Db; mail: MailOutbox; config: Pick<Config, 'appUrl'> },
  email: string,
  ip: string,
): Promise<void> {
  await takeAttempt(deps.db, throttles.reset(email, ip));
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'password_reset_requested',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} asked for a password reset link`,
      params: { actor: user.name, userId: user.id },
      ip,
    });
    // Queued, never sent while the request waits: response times must not reveal which emails have accounts.
    await deps.mail.queue(tx, passwordResetMail(user, `${deps.config.appUrl}/reset-password/${token}`));
  });
}
