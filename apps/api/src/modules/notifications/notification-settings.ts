import {
  whatsAppConsented,
  type NotificationSettings,
  type OwnNotificationsBody,
} from '@karigar/domain/notification-settings';
import { toE164 } from '@karigar/domain/phone';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { fieldProblem, notFound } from '../../plugins/errors';
import { changeEmailUpdates, changeWhatsAppConsent } from './change-consent';

const recorder = alias(users, 'recorder');

/** A customer's channels and consent as the profile and the admin's user page show them. */
export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  if (!isUuid(userId)) throw notFound('USER_NOT_FOUND');
  const [row] = await db
    .select({
      email: users.email,
      phone: users.phone,
      emailUpdates: users.emailUpdates,
      whatsAppConsentAt: users.whatsAppConsentAt,
      whatsAppConsentSource: users.whatsAppConsentSource,
      whatsAppOptedOutAt: users.whatsAppOptedOutAt,
      recorderId: recorder.id,
      recorderName: recorder.name,
    })
    .from(users)
    .leftJoin(recorder, eq(recorder.id, users.whatsAppConsentBy))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound('USER_NOT_FOUND');
  return {
    emailUpdates: row.emailUpdates,
    hasEmail: row.email !== null,
    phone: row.phone,
    whatsApp: whatsAppConsented(row),
    whatsAppConsentAt: row.whatsAppConsentAt?.toISOString() ?? null,
    whatsAppConsentSource: row.whatsAppConsentSource,
    whatsAppConsentBy: row.recorderId && row.recorderName ? { _id: row.recorderId, name: row.recorderName } : null,
    whatsAppOptedOutAt: row.whatsAppOptedOutAt?.toISOString() ?? null,
  };
}

/** Refuses WhatsApp for an account without a number that can be messaged. */
async function requireMessageablePhone(db: DbOrTx, userId: string): Promise<void> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!row?.phone || toE164(row.phone) === null) throw fieldProblem('whatsApp', 'WHATSAPP_NEEDS_PHONE');
}

/** The signed-in user switches their email updates and WhatsApp on or off ('self'). */
export async function changeOwnNotifications(
  db: Db,
  me: AuthUser,
  body: OwnNotificationsBody,
  ip: string,
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const by = { id: me.id, name: me.name };
    if (body.emailUpdates !== undefined)
      await changeEmailUpdates(tx, { userId: me.id, action: body.emailUpdates ? 'given' : 'withdrawn', by, ip });
    if (body.whatsApp !== undefined) {
      if (body.whatsApp) await requireMessageablePhone(tx, me.id);
      const action = body.whatsApp ? 'given' : 'withdrawn';
      await changeWhatsAppConsent(tx, { userId: me.id, action, source: 'self', by, ip });
    }
    return getNotificationSettings(tx, me.id);
  });
}

/** An admin records a customer's spoken consent (true) or opt-out (false), with the time and themselves. */
export async function recordSpokenConsent(
  db: Db,
  admin: AuthUser,
  userId: string,
  whatsApp: boolean,
  ip: string,
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    await getNotificationSettings(tx, userId);
    if (whatsApp) await requireMessageablePhone(tx, userId);
    const by = { id: admin.id, name: admin.name };
    await changeWhatsAppConsent(tx, { userId, action: whatsApp ? 'given' : 'withdrawn', source: 'spoken', by, ip });
    return getNotificationSettings(tx, userId);
  });
}
