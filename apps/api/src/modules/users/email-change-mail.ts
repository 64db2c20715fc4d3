import type { Language } from '@karigar/domain/language';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { mailTexts } from '../../lib/mail-texts';

function mail(to: string, subject: string, paragraphs: { text: string; link?: boolean }[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html: paragraphs
      .map(({ text, link }) =>
        link ? `<p><a href="${escapeHtml(text)}">${escapeHtml(text)}</a></p>` : `<p>${escapeHtml(text)}</p>`,
      )
      .join('\n'),
  };
}

/** To the new address: the link that applies the change. */
export function confirmEmailChangeMail(
  user: { name: string; language: Language },
  newEmail: string,
  link: string,
): MailMessage {
  const t = mailTexts(user.language);
  return mail(newEmail, t.emailChange.confirmSubject, [
    { text: t.hello(user.name) },
    { text: t.emailChange.confirmIntro },
    { text: link, link: true },
    { text: t.emailChange.confirmIgnore },
  ]);
}

/** To the current address: a change was asked for, and what to do if it was not you. */
export function emailChangeNoticeMail(
  user: { name: string; email: string; language: Language },
  newEmail: string,
): MailMessage {
  const t = mailTexts(user.language);
  return mail(user.email, t.emailChange.noticeSubject, [
    { text: t.hello(user.name) },
    { text: t.emailChange.noticeIntro(newEmail) },
    { text: t.emailChange.noticeNotYou },
  ]);
}
