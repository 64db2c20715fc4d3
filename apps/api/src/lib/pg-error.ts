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

/** SQLSTATEs of a connection PostgreSQL ended: admin_shutdown, crash_shutdown, cannot_connect_now. */
const endedConnectionCodes = ['57P01', '57P02', '57P03'];
/** What the driver says of a connection that is gone (its messages are its only mark). */
const lostConnectionTexts = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/** Node's codes for a socket that could not reach, or lost, the database. */
const socketCodes = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'];

/**
 * Whether `error` (or what caused it) is the database connection lost or refused rather than a
 * problem of the request: a connection exception (SQLSTATE class 08), the server ending the
 * connection, or the driver finding it gone.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const code = 'code' in current ? String(current.code) : '';
    const message = 'message' in current ? String(current.message) : '';
    if (code.startsWith('08') || endedConnectionCodes.includes(code) || socketCodes.includes(code)) return true;
    if (lostConnectionTexts.includes(message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * PostgreSQL refused a text it cannot store: 22021 (invalid byte sequence, such as a NUL byte in a
 * text value) or 22P05 (untranslatable character, such as \u0000 inside JSON).
 */
export const isUnstorableText = (error: unknown): boolean => hasPgErrorCode(error, ['22021', '22P05']);
