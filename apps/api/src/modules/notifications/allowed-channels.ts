import type { NoticeChannel } from '@karigar/domain/customer-notice';
import type { Language } from '@karigar/domain/language';
import { whatsAppConsented } from '@karigar/domain/notification-settings';
import { toE164 } from '@karigar/domain/phone';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { whatsAppEnabled } from '../../lib/whatsapp/whatsapp-config';

/** A customer as their notices need them: where to reach them, in which language, and what they allowed. */
export interface Recipient {
  id: string;
  name: string;
  email: string | null;
  /** E.164 with the plus, or none when the stored number cannot be one. */
  phone: string | null;
  language: Language;
  channels: NoticeChannel[];
}

/**
 * The customer (not a deleted account) and the channels they may be told on: email when they have
 * an address and email updates on; WhatsApp when the channel is on, their number is a valid E.164
 * one, and their consent stands (given, and not withdrawn after it).
 */
export async function recipientOf(
  db: DbOrTx,
  config: Pick<Config, 'whatsApp'>,
  userId: string,
): Promise<Recipient | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      language: users.language,
      emailUpdates: users.emailUpdates,
      whatsAppConsentAt: users.whatsAppConsentAt,
      whatsAppOptedOutAt: users.whatsAppOptedOutAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  const phone = row.phone === null ? null : toE164(row.phone);
  const channels: NoticeChannel[] = [];
  if (row.email && row.emailUpdates) channels.push('email');
  if (whatsAppEnabled(config) && phone !== null && whatsAppConsented(row)) channels.push('whatsapp');
  return { id: row.id, name: row.name, email: row.email, phone, language: row.language, channels };
}

/** The channels a customer may be told on now (none for an unknown or deleted account). */
export async function allowedChannels(
  db: DbOrTx,
  userId: string,
  config: Pick<Config, 'whatsApp'>,
): Promise<NoticeChannel[]> {
  return (await recipientOf(db, config, userId))?.channels ?? [];
}
