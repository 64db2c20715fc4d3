import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mail';

/** The mail a new customer gets after registering: what they can do now, and where. */
export function welcomeMail(to: { name: string; email: string }, appUrl: string): MailMessage {
  const intro = 'Your Karigar account is ready. You can now request quotations, follow your orders and pay online:';
  const link = `${appUrl}/user/dashboard`;
  return {
    to: to.email,
    subject: 'Welcome to Karigar',
    text: [`Hello ${to.name},`, '', intro, '', link, '', 'Thank you for choosing us.'].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(to.name)},</p>`,
      `<p>${intro}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      '<p>Thank you for choosing us.</p>',
    ].join('\n'),
  };
}
