import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mail';

export function passwordResetMail(to: { name: string; email: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your Karigar password',
    text: [
      `Hello ${to.name},`,
      '',
      'Someone asked to reset the password of your Karigar account. To choose a new password, open this link within one hour:',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(to.name)},</p>`,
      '<p>Someone asked to reset the password of your Karigar account. To choose a new password, open this link within one hour:</p>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      '<p>If you did not ask for this, you can ignore this email: your password stays the same.</p>',
    ].join('\n'),
  };
}
