import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { verifyPassword } from '../../lib/passwords';
import { fieldProblem } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { claimTotpStep } from '../auth/one-time-codes';
import { throttles } from '../auth/rate-limits';
import { forgetAttempts, takeAttempt } from '../auth/throttle';
import { matchTotpStep } from '../auth/totp';

/**
 * A new email or password, or turning two-factor authentication on, needs the current password, so a
 * stolen access token alone cannot take the account over or lock its owner out. A wrong one is recorded: it may be someone else using the session. Guesses are
 * throttled per user like login guesses, and so are the code guesses that follow a right password
 * (counted here, outside the change's transaction, so a refusal does not roll the count back).
 */
export async function checkCurrentPassword(
  db: DbOrTx,
  user: UserRow,
  currentPassword: string | undefined,
  ip: string,
): Promise<void> {
  if (!currentPassword) throw fieldProblem('currentPassword', 'CURRENT_PASSWORD_REQUIRED');
  const throttle = throttles.currentPassword(user.id);
  await takeAttempt(db, throttle);
  if (await verifyPassword(user.passwordHash, currentPassword)) {
    await forgetAttempts(db, throttle);
    if (user.mfaEnabled) await takeAttempt(db, throttles.mfa(user.id));
    return;
  }
  await recordActivity(db, {
    actorId: user.id,
    action: 'credentials_change_refused',
    entity: 'user',
    entityId: user.id,
    message: `Wrong current password given to change the sign-in details of ${user.email}`,
    params: { email: user.email, userId: user.id },
    priority: 'medium',
    ip,
  });
  throw fieldProblem('currentPassword', 'CURRENT_PASSWORD_WRONG');
}

/**
 * With MFA on, the same changes need a code too. Its time step is claimed like a login's, so a
 * code is used once; call it in the transaction of the change (the row locked), which a refusal
 * rolls back.
 */
export async function claimMfaCode(tx: DbOrTx, user: UserRow, code: string | undefined): Promise<void> {
  if (!user.mfaEnabled || !user.mfaSecret) return;
  if (!code) throw fieldProblem('mfaCode', 'MFA_CODE_REQUIRED');
  const step = await matchTotpStep(user.mfaSecret, code);
  if (step === null || !(await claimTotpStep(tx, user.id, step))) throw fieldProblem('mfaCode', 'MFA_CODE_WRONG');
  await forgetAttempts(tx, throttles.mfa(user.id));
}
