import { z } from 'zod';
import { issueCode } from './error-codes';
import { personalPasswordProblem } from './password-rules';
import { toE164 } from './phone';
import { secretText, singleLineText } from './text';

// Fields of an account, shared by sign-up, the profile and the admin's user forms.

const invalidEmail = issueCode('EMAIL_INVALID');
/** A new account's email. Trimmed first, so surrounding spaces are accepted; stored lower-cased. */
export const email = singleLineText(invalidEmail).pipe(z.email(invalidEmail).max(254).toLowerCase());
/**
 * An existing account's email (login, reset, one's own profile) only needs "something@host": the
 * default admin is admin@localhost, which the strict check (a dotted domain) refuses.
 */
export const accountEmail = singleLineText(invalidEmail).pipe(
  z
    .string()
    .regex(/^[^\s@]+@[^\s@]+$/, invalidEmail)
    .max(254)
    .toLowerCase(),
);
/**
 * A phone number as people type it ('98220 12345', '098220-12345', '+91 98220 12345', '(0)98220 12345'),
 * stored in E.164 ('+919822012345'); what cannot be a number is refused on the field.
 */
export const phoneNumber = z
  .string()
  .transform((typed, ctx) => {
    const e164 = toE164(typed);
    if (e164 === null) ctx.addIssue({ code: 'custom', message: issueCode('PHONE_NOT_A_NUMBER') });
    return e164 ?? z.NEVER;
  })
  .optional();
/** A form's phone field: empty is none; otherwise a number, stored in E.164. */
export const phoneField = () => optionalText(24).pipe(phoneNumber);
/** A new password: 8 characters or more, not only spaces (the server also refuses common and personal ones). */
export const password = secretText()
  .min(8, issueCode('PASSWORD_TOO_SHORT'))
  .max(200)
  .refine((text) => /\S/.test(text), issueCode('PASSWORD_ONLY_SPACES'));
export const optionalText = (max: number, text = singleLineText()) =>
  text
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, issueCode('MFA_CODE_FORMAT'));

const emptyAsMissing = (v: string | undefined) => (v === '' ? undefined : v);

/** An email in a form of changes: empty means unchanged. */
export const changedEmail = z.string().trim().optional().transform(emptyAsMissing).pipe(accountEmail.optional());
/** A password in a form of changes: empty means unchanged. */
export const changedPassword = z.string().optional().transform(emptyAsMissing).pipe(password.optional());

/** Refuses, on both fields, a form with neither an email nor a phone number: there would be no way to answer. */
export function requireEmailOrPhone(
  form: { email?: string | undefined; phone?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (form.email || form.phone) return;
  for (const path of ['email', 'phone'])
    ctx.addIssue({ code: 'custom', path: [path], message: issueCode('EMAIL_OR_PHONE_REQUIRED') });
}

/** Refuses, on the password field, a form's new password that is its own email or name. */
export function refusePersonalPassword(
  form: { email?: string | undefined; name: string; password?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const code = form.password ? personalPasswordProblem(form.password, { ...form, email: form.email ?? '' }) : undefined;
  if (code) ctx.addIssue({ code: 'custom', path: ['password'], message: code });
}

/** Refuses, on the phone field, WhatsApp updates asked for without a phone number to send them to. */
export function requirePhoneForWhatsApp(form: { phone?: string | undefined; whatsApp: boolean }, ctx: z.RefinementCtx) {
  if (form.whatsApp && !form.phone)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: issueCode('WHATSAPP_NEEDS_PHONE') });
}
