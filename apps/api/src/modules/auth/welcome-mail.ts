import type { Language } from '@karigar/domain/language';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { mailTexts } from '../../lib/mail-texts';
import { linkMail } from './password-reset-mail';

/** The mail a new customer gets after registering: what they can do now, and where. */
export function welcomeMail(
  to: { name: string; email: string | null; language: Language },
  appUrl: string,
): MailMessage {
  const t = mailTexts(to.language).welcome;
  return linkMail(to, { subject: t.subject, intro: t.intro, closing: t.thanks }, `${appUrl}/user/dashboard`);
}
