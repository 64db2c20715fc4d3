import type { SessionAnswer } from '@karigar/domain/auth';
import type { Db } from '../../db/client';
import type { TokenSigner } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { toPublicUser } from '../users/public-user';
import { findUserById } from '../users/users.repository';
import { claimTotpStep, lockOpenMfaChallenge, useMfaChallenges } from './auth.repository';
import { issueTokens } from './issue-tokens';
import { matchTotpStep } from './totp';

export type VerifyMfaResult =
  { outcome: 'signed-in'; session: SessionAnswer } | { outcome: 'window-closed' } | { outcome: 'wrong-code' };

/** Finishes an MFA login: needs an open challenge (a correct password in the last 5 minutes) and a valid code. */
export async function verifyMfaLogin(
  deps: { db: Db; tokens: TokenSigner },
  input: { userId: string; code: string },
  ip: string,
): Promise<VerifyMfaResult> {
  const user = await findUserById(deps.db, input.userId);
  if (!user?.mfaEnabled || !user.mfaSecret) return { outcome: 'window-closed' };
  const secret = user.mfaSecret;
  return deps.db.transaction(async (tx): Promise<VerifyMfaResult> => {
    const now = new Date();
    if (!(await lockOpenMfaChallenge(tx, user.id, now))) return { outcome: 'window-closed' };
    const step = await matchTotpStep(secret, input.code);
    if (step === null || !(await claimTotpStep(tx, user.id, step))) {
      await recordActivity(tx, {
        actorId: user.id,
        action: 'login_failed',
        entity: 'user',
        entityId: user.id,
        message: `Wrong two-factor code for ${user.email}`,
        priority: 'medium',
        ip,
      });
      return { outcome: 'wrong-code' };
    }
    await useMfaChallenges(tx, user.id, now);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'login',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} logged in`,
      ip,
    });
    return {
      outcome: 'signed-in',
      session: { ...(await issueTokens(tx, deps.tokens, user)), user: toPublicUser(user) },
    };
  });
}
