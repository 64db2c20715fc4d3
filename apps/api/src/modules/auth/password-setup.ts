import type { DbOrTx } from '../../db/client';
import type { Language } from '@karigar/domain/language';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { mailTexts } from '../../lib/mail-texts';
import { hashToken, randomToken } from '../../lib/tokens';
import { insertPasswordReset } from './auth.repository';
import { linkMail } from './password-reset-mail';

/** How long a new account's set-password link stays usable. */
export const PASSWORD_SETUP_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * For an account an admin made without a password: stores a single-use link (the reset flow's,
 * valid for a week) in the caller's transaction and answers the welcome mail carrying it, for the
 * caller to queue in that same transaction.
 */
export async function createPasswordSetupMail(
  tx: DbOrTx,
  appUrl: string,
  user: { id: string; name: string; email: string | null; language: Language },
): Promise<MailMessage> {
  const token = randomToken();
  await insertPasswordReset(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_SETUP_TTL_MS),
  });
  const t = mailTexts(user.language).passwordSetup;
  return linkMail(user, { subject: t.subject, intro: t.intro, closing: t.then }, `${appUrl}/reset-password/${token}`);
}
