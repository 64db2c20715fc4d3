/** PostgreSQL's unique_violation; drizzle wraps the driver's error, so its cause is checked too. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
