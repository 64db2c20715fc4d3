import { messages } from '@karigar/domain/errors';
import type { PublicUser } from '@karigar/domain/user';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { toPublicUser } from '../users/public-user';
import { lockUserById, updateUser } from '../users/users.repository';
import { isValidTotp } from './totp';

/**
 * Turns MFA on (with a code from the pending secret) or off (with a code from the active one).
 * Turning it off forgets the secret.
 */
export async function changeMfa(
  db: Db,
  userId: string,
  input: { enable: boolean; code: string },
  ip: string,
): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const user = await lockUserById(tx, userId);
    if (!user) throw new AppError('UNAUTHORIZED', messages.badToken);
    if (input.enable && user.mfaEnabled) throw badRequest(messages.mfaAlreadyEnabled);
    if (!input.enable && !user.mfaEnabled) throw badRequest(messages.mfaNotEnabled);
    if (!user.mfaSecret) throw badRequest(messages.mfaNotSetUp);
    if (!(await isValidTotp(user.mfaSecret, input.code)))
      throw badRequest(messages.mfaCodeWrong, { code: messages.mfaCodeWrong });
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
      priority: input.enable ? 'low' : 'medium',
      ip,
    });
    return toPublicUser(updated);
  });
}
