import type { PublicUser } from '@karigar/domain/user';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { badRequest, unauthorized, fieldProblem } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { mfaChangedMail } from '../users/credential-notice-mail';
import { toPublicUser } from '../users/public-user';
import { lockUserById, updateUser } from '../users/accounts';
import { claimTotpStep } from './auth.repository';
import { throttles } from './rate-limits';
import { forgetAttempts, takeAttempt } from './throttle';
import { matchTotpStep } from './totp';

/**
 * Turns MFA on (with a code from the pending secret) or off (with a code from the active one).
 * The code is spent like a login code, and wrong ones count against the user like wrong login
 * codes. Turning MFA off forgets the secret. Either way the account's address is told.
 */
export async function changeMfa(
  deps: { db: Db; mail: MailOutbox },
  userId: string,
  input: { enable: boolean; code: string },
  ip: string,
): Promise<PublicUser> {
  const { db } = deps;
  const throttle = throttles.mfa(userId);
  // A wrong code answers null rather than throwing, so that its count is committed.
  const changed = await db.transaction(async (tx) => {
    const user = await lockUserById(tx, userId);
    if (!user) throw unauthorized('TOKEN_INVALID');
    if (input.enable && user.mfaEnabled) throw badRequest('MFA_ALREADY_ENABLED');
    if (!input.enable && !user.mfaEnabled) throw badRequest('MFA_NOT_ENABLED');
    if (!user.mfaSecret) throw badRequest('MFA_NOT_SET_UP');
    await takeAttempt(tx, throttle);
    const step = await matchTotpStep(user.mfaSecret, input.code);
    if (step === null || !(await claimTotpStep(tx, user.id, step))) return null;
    await forgetAttempts(tx, throttle);
    const updated = await updateUser(
      tx,
      userId,
      input.enable ? { mfaEnabled: true } : { mfaEnabled: false, mfaSecret: null },
    );
    await recordActivity(tx, {
      actorId: user.id,
      action: input.enable ? 'mfa_enabled' : 'mfa_disabled',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} turned ${input.enable ? 'on' : 'off'} two-factor authentication`,
      params: { actor: user.name, userId: user.id },
      priority: input.enable ? 'low' : 'medium',
      ip,
    });
    await deps.mail.queue(tx, mfaChangedMail(updated, input.enable, new Date()));
    return toPublicUser(updated);
  });
  if (!changed) throw fieldProblem('code', 'MFA_CODE_WRONG');
  return changed;
}
