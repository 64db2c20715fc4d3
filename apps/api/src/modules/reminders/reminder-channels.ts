import type { NoticeChannel } from '@karigar/domain/customer-notice';
import type { UserRow } from '../../db/schema/users';

/** What decides where a customer may be reminded. */
export type ReminderRecipient = Pick<
  UserRow,
  'email' | 'emailUpdates' | 'phone' | 'whatsAppConsentAt' | 'whatsAppOptedOutAt' | 'deletedAt'
>;

const E164 = /^\+[1-9]\d{7,14}$/;

/** WhatsApp consent was given and not withdrawn after it (an opt-out before a later consent no longer counts). */
const whatsAppAllowed = ({ whatsAppConsentAt, whatsAppOptedOutAt }: ReminderRecipient) =>
  whatsAppConsentAt !== null && (whatsAppOptedOutAt === null || whatsAppOptedOutAt < whatsAppConsentAt);

/**
 * The channels a customer allows for a reminder: email when they have an address and keep email
 * updates on; WhatsApp when they have an E.164 number and consent stands. None for a deleted account.
 */
export function reminderChannels(recipient: ReminderRecipient): NoticeChannel[] {
  if (recipient.deletedAt) return [];
  const channels: NoticeChannel[] = [];
  if (recipient.email && recipient.emailUpdates) channels.push('email');
  if (recipient.phone && E164.test(recipient.phone) && whatsAppAllowed(recipient)) channels.push('whatsapp');
  return channels;
}
