import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../plugins/errors';
import { lockUserById, updateUser } from '../users/accounts';
import { newTotpSecret, totpEnrolment } from './totp';

/** Stores a new pending TOTP secret (MFA stays off until a code from it is confirmed). */
export async function setupMfa(
  db: Db,
  userId: string,
): Promise<{ otpauthUrl: string; qrCode: string; secret: string }> {
  const secret = newTotpSecret();
  const user = await db.transaction(async (tx) => {
    const current = await lockUserById(tx, userId);
    if (!current) throw unauthorized('TOKEN_INVALID');
    if (current.mfaEnabled) throw badRequest('MFA_ALREADY_ENABLED');
    return updateUser(tx, userId, { mfaSecret: secret });
  });
  return { ...(await totpEnrolment(secret, user.email)), secret };
}
