import type { Language } from '@karigar/domain/language';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { mailTexts } from '../../lib/mail-texts';

/** A mail of a greeting, an intro, a link and a closing line, in plain text and HTML. */
export function linkMail(
  to: { name: string; email: string | null; language: Language },
  texts: { subject: string; intro: string; closing: string },
  link: string,
): MailMessage {
  const hello = mailTexts(to.language).hello(to.name);
  return {
    to: to.email,
    subject: texts.subject,
    text: [hello, '', texts.intro, '', link, '', texts.closing].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(texts.closing)}</p>`,
    ].join('\n'),
  };
}

export function passwordResetMail(
  to: { name: string; email: string | null; language: Language },
  link: string,
): MailMessage {
  const t = mailTexts(to.language).passwordReset;
  return linkMail(to, { subject: t.subject, intro: t.intro, closing: t.ignore }, link);
}
