/**
 * Whether a PostgreSQL error with one of these SQLSTATE codes caused `error`; drizzle wraps the
 * driver's error, so its causes are read too.
 */
export function hasPgErrorCode(error: unknown, codes: readonly string[]): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === 'object' && 'code' in current && codes.includes(current.code as string)) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * PostgreSQL refused a text it cannot store: 22021 (invalid byte sequence, such as a NUL byte in a
 * text value) or 22P05 (untranslatable character, such as \u0000 inside JSON).
 */
export const isUnstorableText = (error: unknown): boolean => hasPgErrorCode(error, ['22021', '22P05']);
