import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../plugins/errors';
import { checkCurrentPassword } from '../users/confirm-identity';
import { findUserById, lockUserById, updateUser } from '../users/accounts';
import { newTotpSecret, totpEnrolment } from './totp';

/**
 * Stores a new pending TOTP secret (MFA stays off until a code from it is confirmed), once the
 * current password is given: wrong guesses are throttled and recorded like those of a credential change.
 */
export async function setupMfa(
  db: Db,
  userId: string,
  currentPassword: string,
  ip: string,
): Promise<{ otpauthUrl: string; qrCode: string; secret: string }> {
  const current = await findUserById(db, userId);
  if (!current) throw unauthorized('TOKEN_INVALID');
  if (current.mfaEnabled) throw badRequest('MFA_ALREADY_ENABLED');
  await checkCurrentPassword(db, current, currentPassword, ip);
  const secret = newTotpSecret();
  const user = await db.transaction(async (tx) => {
    const locked = await lockUserById(tx, userId);
    if (!locked) throw unauthorized('TOKEN_INVALID');
    if (locked.mfaEnabled) throw badRequest('MFA_ALREADY_ENABLED');
    return updateUser(tx, userId, { mfaSecret: secret });
  });
  return { ...(await totpEnrolment(secret, user.email ?? user.name)), secret };
}
