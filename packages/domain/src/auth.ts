import { z } from 'zod';
import { optionalGstin } from './gstin';
import { issueCode } from './error-codes';
import { publicUserSchema } from './user';
import {
  accountEmail,
  changedEmail,
  changedPassword,
  email,
  optionalText,
  password,
  phoneField,
  refusePersonalPassword,
  requirePhoneForWhatsApp,
  totpCode,
} from './account-fields';
import { chosenLanguage } from './language';
import { multiLineText, singleLineText } from './text';

export const registerBody = z
  .object({
    name: singleLineText().min(1, issueCode('NAME_REQUIRED')).max(100),
    email,
    password,
    phone: phoneField(),
    address: optionalText(500, multiLineText()),
    /** The language the form was filled in: the account's language from then on. */
    language: chosenLanguage,
    /** "Send me updates on WhatsApp", unticked unless the person ticks it: their consent, with the phone. */
    whatsApp: z.boolean().default(false),
  })
  .superRefine(refusePersonalPassword)
  .superRefine(requirePhoneForWhatsApp);
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: accountEmail,
  password: z.string().min(1, issueCode('PASSWORD_REQUIRED')).max(200),
});
export type LoginBody = z.input<typeof loginBody>;

export const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
/** A logout may come without a body: nothing to revoke then. */
export const logoutBody = z.object({ refreshToken: z.string().max(200).optional() }).nullish();
export const forgotPasswordBody = z.object({ email: accountEmail });
export const resetPasswordBody = z.object({ newPassword: password });
export const resetPasswordParams = z.object({ token: z.string().min(1).max(200) });
export const confirmEmailParams = z.object({ token: z.string().min(1).max(200) });
/** The second login step: the user id and the opaque challenge the login answered, with the code. */
export const verifyMfaBody = z.object({
  userId: z.string().min(1).max(64),
  challenge: z.string().min(1).max(200),
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, issueCode('MFA_CODE_FORMAT')),
});
export const mfaCodeBody = z.object({ code: totpCode });
/** Turning two-factor authentication on starts with the current password: a stolen session alone cannot lock the owner out. */
export const mfaSetupBody = z.object({
  currentPassword: z.string(issueCode('PASSWORD_REQUIRED')).min(1, issueCode('PASSWORD_REQUIRED')).max(200),
});
export type MfaSetupBody = z.input<typeof mfaSetupBody>;

/** Profile fields a user may change about themselves; anything else sent is ignored. */
export const updateProfileBody = z.object({
  name: optionalText(100).pipe(z.string().min(1).optional()),
  email: changedEmail,
  phone: phoneField(),
  address: optionalText(500, multiLineText()),
  /** '' removes it. */
  gstin: optionalGstin,
  password: changedPassword,
  /** Needed (and checked) only with a new password or email, see `changesCredentials`. */
  currentPassword: z
    .string()
    .max(200)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** Needed too with MFA on, for the same changes. */
  mfaCode: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(totpCode.optional()),
  existingProfileImage: optionalText(500),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/**
 * Whether a profile update changes how the account signs in (a new password, or an email other
 * than the current one in any letter case): such an update needs the current password, and a
 * two-factor code when MFA is on. Empty fields change nothing.
 */
export function changesCredentials(
  currentEmail: string | null,
  update: { email?: string; password?: string },
): boolean {
  const email = update.email?.trim().toLowerCase();
  return Boolean(update.password) || (Boolean(email) && email !== currentEmail?.toLowerCase());
}

export const sessionAnswer = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: publicUserSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** A correct password with MFA on: verify-mfa must present this single-use challenge with the user id. */
export const mfaRequiredAnswer = z.object({ mfaRequired: z.literal(true), userId: z.string(), challenge: z.string() });
export type MfaRequiredAnswer = z.infer<typeof mfaRequiredAnswer>;

export const tokenPairAnswer = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const messageAnswer = z.object({ message: z.string() });
export const mfaSetupAnswer = z.object({ otpauthUrl: z.string(), qrCode: z.string(), secret: z.string() });
/** Answers of MFA enable/disable and of a profile update: a message and the changed user. */
export const userChangedAnswer = z.object({ message: z.string(), user: publicUserSchema });
/**
 * A profile update; a new password ends every other session and answers a fresh token pair for this
 * one. A new email is not applied yet: `pendingEmail` is the address a confirmation link was sent to.
 */
export const profileChangedAnswer = userChangedAnswer.extend({
  pendingEmail: z.string().optional(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type ProfileChangedAnswer = z.infer<typeof profileChangedAnswer>;
export type UserChangedAnswer = z.infer<typeof userChangedAnswer>;
