import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { usePasswordResets } from '../auth/one-time-codes';
import { endAllSessions } from '../auth/end-sessions';
import { lockAdminIds, lockUserById, markUserDeleted } from './users.repository';

/**
 * Deletes an account softly: it can no longer sign in, refresh, reset its password or be found,
 * and every session ends at once; its orders, quotations, payments and invoices stay as they are,
 * naming the customer. An admin cannot delete themself, and the last admin is never deleted.
 */
export async function deleteUser(db: Db, admin: AuthUser, userId: string, ip: string): Promise<void> {
  if (userId === admin.id) throw conflict('SELF_DELETE');
  await db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const user = await lockUserById(tx, userId);
    if (!user) throw notFound('USER_NOT_FOUND');
    if (user.role === 'admin' && adminIds.length <= 1) throw conflict('LAST_ADMIN');
    const now = new Date();
    await markUserDeleted(tx, userId, now);
    await endAllSessions(tx, userId, now);
    await usePasswordResets(tx, userId, now);
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'user_deleted',
      entity: 'user',
      entityId: userId,
      message: `${admin.name} deleted the account of ${user.name}`,
      priority: 'high',
      ip,
      params: { actor: admin.name, name: user.name, email: user.email, role: user.role, userId },
    });
  });
}
