import type { ActivityAction } from '@karigar/domain/activity';
import type { NoticeChannel } from '@karigar/domain/customer-notice';
import { whatsAppConsented, type ConsentAction, type ConsentChangeSource } from '@karigar/domain/notification-settings';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notificationConsents } from '../../db/schema/notification-consents';
import { users } from '../../db/schema/users';
import { recordActivity } from '../activity/record-activity';

interface Said {
  actor: string;
  name: string;
}

export interface ConsentChange {
  userId: string;
  action: ConsentAction;
  source: ConsentChangeSource;
  /** Who made the change: the customer, the admin recording it, or nobody (a STOP reply). */
  by: { id: string; name: string } | null;
  ip?: string | null;
}

const englishLines = {
  whatsapp_consent_given: (p: Said) => `${p.name} agreed to updates on WhatsApp`,
  whatsapp_opted_out: (p: Said) => `${p.name} stopped updates on WhatsApp`,
  whatsapp_consent_recorded: (p: Said) => `${p.actor} recorded ${p.name}'s spoken consent to updates on WhatsApp`,
  whatsapp_opt_out_recorded: (p: Said) => `${p.actor} recorded that ${p.name} stopped updates on WhatsApp`,
  whatsapp_stop_reply: (p: Said) => `${p.name} replied STOP: no more updates on WhatsApp`,
  email_updates_on: (p: Said) => `${p.name} turned email updates on`,
  email_updates_off: (p: Said) => `${p.name} turned email updates off`,
} satisfies Partial<Record<ActivityAction, (p: Said) => string>>;
type ConsentActivity = keyof typeof englishLines;

const whatsAppActions: Record<ConsentChangeSource, Record<ConsentAction, ConsentActivity>> = {
  self: { given: 'whatsapp_consent_given', withdrawn: 'whatsapp_opted_out' },
  spoken: { given: 'whatsapp_consent_recorded', withdrawn: 'whatsapp_opt_out_recorded' },
  'stop-reply': { given: 'whatsapp_consent_given', withdrawn: 'whatsapp_stop_reply' },
};

async function record(tx: Tx, change: ConsentChange, channel: NoticeChannel, action: ConsentActivity, name: string) {
  const at = new Date();
  await tx.insert(notificationConsents).values({
    userId: change.userId,
    channel,
    action: change.action,
    source: change.source,
    byUserId: change.by?.id ?? null,
    at,
  });
  const actor = change.by?.name ?? name;
  await recordActivity(tx, {
    actorId: change.by?.id ?? null,
    action,
    entity: 'user',
    entityId: change.userId,
    message: englishLines[action]({ actor, name }),
    priority: 'medium',
    ip: change.ip ?? null,
    params: { actor, name, userId: change.userId },
  });
  return at;
}

/**
 * Gives or withdraws a customer's WhatsApp consent, in the caller's transaction: the users row
 * holds the current state (consent time, source and recorder, or the opt-out time), the history
 * table keeps the change, and the activity log says it. A change to what already stands (consent
 * given twice) writes nothing. The one way consent changes: the profile, the admin's record of
 * spoken consent and the webhook's STOP reply all call it. False when the user does not exist.
 */
export async function changeWhatsAppConsent(tx: Tx, change: ConsentChange): Promise<boolean> {
  const [user] = await tx
    .select({
      name: users.name,
      whatsAppConsentAt: users.whatsAppConsentAt,
      whatsAppOptedOutAt: users.whatsAppOptedOutAt,
    })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  if (!user) return false;
  if (whatsAppConsented(user) === (change.action === 'given')) return true;
  const at = await record(tx, change, 'whatsapp', whatsAppActions[change.source][change.action], user.name);
  const fields =
    change.action === 'withdrawn'
      ? { whatsAppOptedOutAt: at }
      : {
          whatsAppConsentAt: at,
          whatsAppConsentSource: change.source === 'spoken' ? ('spoken' as const) : ('self' as const),
          whatsAppConsentBy: change.source === 'spoken' ? (change.by?.id ?? null) : null,
        };
  await tx
    .update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, change.userId));
  return true;
}

/** Turns a customer's email updates on or off (themselves, in the app), with its history row. */
export async function changeEmailUpdates(tx: Tx, change: Omit<ConsentChange, 'source'>): Promise<void> {
  const [user] = await tx
    .select({ name: users.name, emailUpdates: users.emailUpdates })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  const on = change.action === 'given';
  if (!user || user.emailUpdates === on) return;
  const at = await record(
    tx,
    { ...change, source: 'self' },
    'email',
    on ? 'email_updates_on' : 'email_updates_off',
    user.name,
  );
  await tx.update(users).set({ emailUpdates: on, updatedAt: at }).where(eq(users.id, change.userId));
}
