import { escapeHtml } from '../escape-html';
import type { MailMessage } from './mail-message';

/** A mail of paragraphs, in plain text and HTML; a paragraph marked `link` is its own link. */
export function paragraphMail(
  to: string | null,
  subject: string,
  paragraphs: { text: string; link?: boolean }[],
): MailMessage {
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
