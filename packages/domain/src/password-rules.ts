import type { ErrorCode } from './error-codes';

/** A password as it is compared with the words it must not be: lower case, spaces dropped. */
export const squeezedPassword = (password: string) => password.toLowerCase().replace(/\s+/g, '');

/**
 * Why a new password is too personal to keep: it is the person's email, the part before its @, or
 * their name, whatever the case and the spaces. A password that only contains one of them among
 * other characters passes (the common-password list and the length rule judge it).
 */
export function personalPasswordProblem(
  password: string,
  person: { email: string; name: string },
): ErrorCode | undefined {
  const attempt = squeezedPassword(password);
  const email = squeezedPassword(person.email);
  if (attempt === email || attempt === email.split('@')[0]) return 'PASSWORD_IS_EMAIL';
  if (attempt === squeezedPassword(person.name)) return 'PASSWORD_IS_NAME';
  return undefined;
}
