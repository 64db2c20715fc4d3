/** Every limit on the public auth calls, in one place. */

const MINUTE = 60_000;

/** Per client IP, for each of login, register, forgot-password and verify-mfa. */
export const PER_IP_LIMIT = { max: 300, timeWindow: MINUTE } as const;

/** Per account (email or user id), counted in memory by the auth routes. */
export const FAILED_LOGINS_PER_EMAIL = { max: 10, windowMs: 15 * MINUTE } as const;
export const RESET_REQUESTS_PER_EMAIL = { max: 5, windowMs: 60 * MINUTE } as const;
export const FAILED_MFA_CODES_PER_USER = { max: 10, windowMs: 15 * MINUTE } as const;
