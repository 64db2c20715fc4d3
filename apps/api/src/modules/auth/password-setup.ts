import type { DbOrTx } from '../../db/client';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mail';
import { hashToken, randomToken } from '../../lib/tokens';
import { insertPasswordReset } from './auth.repository';

/** How long a new account's set-password link stays usable. */
export const PASSWORD_SETUP_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * For an account an admin made without a password: stores a single-use link (the reset flow's,
 * valid for a week) in the caller's transaction and answers the welcome mail carrying it, to send
 * once the transaction has committed.
 */
export async function createPasswordSetupMail(
  tx: DbOrTx,
  appUrl: string,
  user: { id: string; name: string; email: string },
): Promise<MailMessage> {
  const token = randomToken();
  await insertPasswordReset(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_SETUP_TTL_MS),
  });
  const link = `${appUrl}/reset-password/${token}`;
  const intro =
    'The workshop has opened a Karigar account for you. To choose your password, open this link within 7 days:';
  return {
    to: user.email,
    subject: 'Set your Karigar password',
    text: [`Hello ${user.name},`, '', intro, '', link, '', 'Then log in with this email address.'].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(user.name)},</p>`,
      `<p>${intro}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      '<p>Then log in with this email address.</p>',
    ].join('\n'),
  };
}
