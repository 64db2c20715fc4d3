import { displayPhone } from '@karigar/domain/phone';
import type { Language } from '@karigar/domain/language';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { mailTexts, oneLine } from '../../lib/mail-texts';
import type { ContactRow } from './contacts.repository';

/** Tells the workshop about a new enquiry; a plain-text mail, so nothing the visitor typed is rendered. */
export function enquiryMail(to: string, language: Language, contact: ContactRow, appUrl: string): MailMessage {
  const t = mailTexts(language).enquiry;
  return {
    to,
    subject: oneLine(t.subject(contact.name)),
    text: [
      t.intro,
      '',
      t.name(contact.name),
      t.email(contact.email ?? '-'),
      t.phone(contact.phone ? displayPhone(contact.phone) : '-'),
      '',
      contact.message,
      '',
      t.openApp(`${appUrl}/admin`),
    ].join('\n'),
  };
}
