import type { ErrorCode } from './error-codes';

/** A password as it is compared with the words it must not be: lower case, spaces dropped. */
export const squeezedPassword = (password: string) => password.toLowerCase().replace(/\s+/g, '');

/** Its letters and what lies between them: digits and symbols at either end cut off ('Asha@1990' → 'asha'). */
export const passwordCore = (password: string) => squeezedPassword(password).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** A name or email's local part, whole and word by word (words of three letters or more). */
function personalWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[\s._+-]+/)
    .filter((word) => word.length >= 3);
  return [squeezedPassword(text), ...words].filter(Boolean);
}

/**
 * Why a new password is too personal to keep: it is the person's email, the part before its @ (or a
 * word of it), or their name (or a word of it), give or take digits and symbols around it.
 */
export function personalPasswordProblem(
  password: string,
  person: { email: string; name: string },
): ErrorCode | undefined {
  const candidates = new Set([squeezedPassword(password), passwordCore(password)]);
  const email = person.email.toLowerCase();
  const emailWords = [squeezedPassword(email), ...personalWords(email.split('@')[0] ?? '')];
  if (emailWords.some((word) => candidates.has(word))) return 'PASSWORD_IS_EMAIL';
  if (personalWords(person.name).some((word) => candidates.has(word))) return 'PASSWORD_IS_NAME';
  return undefined;
}
