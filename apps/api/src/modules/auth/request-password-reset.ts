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

interface ResetDeps {
  db: Db;
  mail: MailOutbox;
  config: Pick<Config, 'appUrl'>;
  /** Runs work after the answer (the app's `afterAnswer`). */
  afterAnswer: (what: string, work: () => Promise<void>) => void;
}

/**
 * Counts the request against the email and client IP, with growing delays, then leaves the rest for
 * after the answer: a known and an unknown email answer after the same step, so neither the answer
 * nor its timing tells which emails have accounts.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string): Promise<void> {
  await takeAttempt(deps.db, throttles.reset(email, ip));
  deps.afterAnswer('password reset', () => mailResetLink(deps, email, ip));
}

/** Queues a single-use, one-hour reset link in the outbox when the email belongs to an account. */
async function mailResetLink(deps: ResetDeps, email: string, ip: string): Promise<void> {
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
    await deps.mail.queue(tx, passwordResetMail(user, `${deps.config.appUrl}/reset-password/${token}`));
  });
}
