import type { Language } from '@karigar/domain/language';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { paragraphMail } from '../../lib/outbox/paragraph-mail';
import { mailDateTime, mailTexts } from '../../lib/mail-texts';

type Person = { name: string; email: string | null; language: Language };

/** Who changed a password: the person on their profile, an admin, or whoever held a reset or set-password link. */
export type PasswordChangedBy = 'user' | 'admin' | 'link';

/** To the account's address: its password was changed, when, and what to do if it was not them. */
export function passwordChangedMail(to: Person, by: PasswordChangedBy, at: Date): MailMessage {
  const t = mailTexts(to.language);
  const n = t.credentialNotice;
  const what = { user: n.passwordByYou, admin: n.passwordByAdmin, link: n.passwordByLink }[by];
  return paragraphMail(to.email, n.passwordSubject, [
    { text: t.hello(to.name) },
    { text: what },
    { text: n.when(mailDateTime(at, to.language)) },
    { text: n.notYou },
  ]);
}

/** To the address the account had before (`to.email`): it now signs in with `newEmail`. */
export function emailChangedMail(to: Person, newEmail: string, by: 'user' | 'admin', at: Date): MailMessage {
  const t = mailTexts(to.language);
  const n = t.credentialNotice;
  return paragraphMail(to.email, n.emailSubject, [
    { text: t.hello(to.name) },
    { text: by === 'user' ? n.emailByYou(newEmail) : n.emailByAdmin(newEmail) },
    { text: n.when(mailDateTime(at, to.language)) },
    { text: n.notYouEmail },
  ]);
}

/** To the account's address: two-factor authentication was turned on or off. */
export function mfaChangedMail(to: Person, enabled: boolean, at: Date): MailMessage {
  const t = mailTexts(to.language);
  const n = t.credentialNotice;
  return paragraphMail(to.email, enabled ? n.mfaOnSubject : n.mfaOffSubject, [
    { text: t.hello(to.name) },
    { text: enabled ? n.mfaOn : n.mfaOff },
    { text: n.when(mailDateTime(at, to.language)) },
    { text: n.notYou },
  ]);
}
