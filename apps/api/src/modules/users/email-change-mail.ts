import type { Language } from '@karigar/domain/language';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { paragraphMail } from '../../lib/outbox/paragraph-mail';
import { mailTexts } from '../../lib/mail-texts';

/** To the new address: the link that applies the change. */
export function confirmEmailChangeMail(
  user: { name: string; language: Language },
  newEmail: string,
  link: string,
): MailMessage {
  const t = mailTexts(user.language);
  return paragraphMail(newEmail, t.emailChange.confirmSubject, [
    { text: t.hello(user.name) },
    { text: t.emailChange.confirmIntro },
    { text: link, link: true },
    { text: t.emailChange.confirmIgnore },
  ]);
}

/** To the current address: a change was asked for, and what to do if it was not you. */
export function emailChangeNoticeMail(
  user: { name: string; email: string | null; language: Language },
  newEmail: string,
): MailMessage {
  const t = mailTexts(user.language);
  return paragraphMail(user.email, t.emailChange.noticeSubject, [
    { text: t.hello(user.name) },
    { text: t.emailChange.noticeIntro(newEmail) },
    { text: t.emailChange.noticeNotYou },
  ]);
}
