import type { SessionAnswer } from '@karigar/domain/auth';
import type { Db } from '../../db/client';
import { hashToken, type TokenSigner } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { toPublicUser } from '../users/public-user';
import { findUserById } from '../users/accounts';
import { claimTotpStep, countWrongMfaCode, lockOpenMfaChallenge, useMfaChallenges } from './auth.repository';
import { issueTokens } from './issue-tokens';
import { MFA_CHALLENGE_ATTEMPTS, throttles } from './rate-limits';
import { forgetAttempts, takeAttempt } from './throttle';
import { matchTotpStep } from './totp';

export type VerifyMfaResult =
  { outcome: 'signed-in'; session: SessionAnswer } | { outcome: 'window-closed' } | { outcome: 'wrong-code' };

/**
 * Finishes an MFA login: needs the user's open challenge (from a correct password in the last
 * 5 minutes, with fewer than 5 wrong codes) and an unused valid code. Wrong codes count on the
 * challenge and, with growing delays, on the user.
 */
export async function verifyMfaLogin(
  deps: { db: Db; tokens: TokenSigner },
  input: { userId: string; challenge: string; code: string },
  ip: string,
): Promise<VerifyMfaResult> {
  const user = await findUserById(deps.db, input.userId);
  if (!user?.mfaEnabled || !user.mfaSecret) return { outcome: 'window-closed' };
  const secret = user.mfaSecret;
  const throttle = throttles.mfa(user.id);
  return deps.db.transaction(async (tx): Promise<VerifyMfaResult> => {
    const now = new Date();
    const challenge = await lockOpenMfaChallenge(tx, {
      userId: user.id,
      tokenHash: hashToken(input.challenge),
      now,
      maxAttempts: MFA_CHALLENGE_ATTEMPTS,
    });
    if (!challenge) return { outcome: 'window-closed' };
    await takeAttempt(tx, throttle, now);
    const step = await matchTotpStep(secret, input.code);
    if (step === null || !(await claimTotpStep(tx, user.id, step))) {
      await countWrongMfaCode(tx, challenge.id);
      await recordActivity(tx, {
        actorId: user.id,
        action: 'mfa_login_failed',
        entity: 'user',
        entityId: user.id,
        message: `Wrong two-factor code for ${user.email}`,
        params: { email: user.email, userId: user.id },
        priority: 'medium',
        ip,
      });
      return { outcome: 'wrong-code' };
    }
    await forgetAttempts(tx, throttle);
    await useMfaChallenges(tx, user.id, now);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'login',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} logged in`,
      params: { actor: user.name, userId: user.id },
      ip,
    });
    return {
      outcome: 'signed-in',
      session: { ...(await issueTokens(tx, deps.tokens, user)), user: toPublicUser(user) },
    };
  });
}
