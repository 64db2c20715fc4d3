import type { SessionAnswer } from '@karigar/domain/auth';
import type { Db } from '../../db/client';
import { dummyHash, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken, type TokenSigner } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { toPublicUser } from '../users/public-user';
import { findUserByEmail } from '../users/accounts';
import { insertMfaChallenge } from './auth.repository';
import { issueTokens } from './issue-tokens';
import { throttles } from './rate-limits';
import { forgetAttempts, takeAttempt } from './throttle';

/** How long after a correct password an MFA code may finish the login. */
export const MFA_WINDOW_MS = 5 * 60 * 1000;

export type LoginResult =
  | { outcome: 'signed-in'; session: SessionAnswer }
  | { outcome: 'mfa-required'; userId: string; challenge: string }
  | { outcome: 'failed' };

/**
 * Checks the password (an unknown email is checked against a dummy hash, so both failures take
 * the same time), throttled per email and client IP. With MFA on, a correct password opens a
 * 5-minute challenge instead of a session: an opaque single-use token that verify-mfa must present.
 */
export async function loginUser(
  deps: { db: Db; tokens: TokenSigner },
  input: { email: string; password: string },
  ip: string,
): Promise<LoginResult> {
  const { db, tokens } = deps;
  const throttle = throttles.login(input.email, ip);
  await takeAttempt(db, throttle);
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !matches) {
    await recordActivity(db, {
      actorId: user?.id ?? null,
      action: 'login_failed',
      entity: 'user',
      entityId: user?.id ?? null,
      message: `Failed login for ${input.email}`,
      params: { email: input.email, userId: user?.id ?? null },
      priority: 'medium',
      ip,
    });
    return { outcome: 'failed' };
  }
  await forgetAttempts(db, throttle);
  if (user.mfaEnabled) {
    const challenge = randomToken();
    await insertMfaChallenge(db, {
      userId: user.id,
      tokenHash: hashToken(challenge),
      expiresAt: new Date(Date.now() + MFA_WINDOW_MS),
    });
    return { outcome: 'mfa-required', userId: user.id, challenge };
  }
  const session = await db.transaction(async (tx) => {
    await recordActivity(tx, {
      actorId: user.id,
      action: 'login',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} logged in`,
      params: { actor: user.name, userId: user.id },
      ip,
    });
    return { ...(await issueTokens(tx, tokens, user)), user: toPublicUser(user) };
  });
  return { outcome: 'signed-in', session };
}
