import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mail';

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
export function confirmEmailChangeMail(user: { name: string }, newEmail: string, link: string): MailMessage {
  return mail(newEmail, 'Confirm your new Karigar email address', [
    { text: `Hello ${user.name},` },
    {
      text: 'You asked to use this address for your Karigar account. To confirm it, open this link within 24 hours:',
    },
    { text: link, link: true },
    { text: 'If you did not ask for this, ignore this email: the account keeps its current address.' },
  ]);
}

/** To the current address: a change was asked for, and what to do if it was not you. */
export function emailChangeNoticeMail(user: { name: string; email: string }, newEmail: string): MailMessage {
  return mail(user.email, 'Your Karigar email address is about to change', [
    { text: `Hello ${user.name},` },
    {
      text: `Someone signed in to your Karigar account asked to change its email address to ${newEmail}. The change happens only once the link sent to that address is opened.`,
    },
    {
      text: "If this was not you, someone knows your password: reset it now with 'Forgot password?' on the login page, which also signs everyone out of your account.",
    },
  ]);
}
