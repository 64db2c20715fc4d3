import type { MailMessage } from '../../lib/mail';
import type { ContactRow } from './contacts.repository';

/** Tells the workshop about a new enquiry; a plain-text mail, so nothing the visitor typed is rendered. */
export function enquiryMail(to: string, contact: ContactRow, appUrl: string): MailMessage {
  return {
    to,
    subject: `New enquiry from ${contact.name.replace(/[\r\n]+/g, ' ')}`,
    text: [
      'A visitor sent an enquiry through the Contact Us form.',
      '',
      `Name: ${contact.name}`,
      `Email: ${contact.email}`,
      `Phone: ${contact.phone ?? '-'}`,
      '',
      contact.message,
      '',
      `Open Karigar: ${appUrl}/admin`,
    ].join('\n'),
  };
}
