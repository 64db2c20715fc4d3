/** Every limit on the auth calls, in one place. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Per client IP, for each of login, register, forgot-password and verify-mfa (counted across every app instance). */
export const PER_IP_LIMIT = { max: 300, timeWindow: MINUTE } as const;

/**
 * Growing delays for one throttle key: the first `freeFailures` failures cost nothing; each further
 * one blocks the key for `firstDelayMs`, doubling with every failure up to `maxDelayMs`. Failures
 * are forgotten after `forgetAfterMs` without any attempt, or at once after a success.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** A key counted in the shared `auth_throttles` table, with the policy that applies to it. */
export interface Throttle {
  key: string;
  policy: ThrottlePolicy;
}

/** Password and code guesses. */
const GUESSES: ThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: 30 * SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 24 * HOUR,
};

/** Reset mails: every request counts, as nothing tells a real one from a flood. */
const RESET_MAILS: ThrottlePolicy = {
  freeFailures: 3,
  firstDelayMs: MINUTE,
  maxDelayMs: HOUR,
  forgetAfterMs: 24 * HOUR,
};

/**
 * Password guesses and reset mails count per email and client IP, so someone else's attempts never
 * block the owner on their own device. Code guesses count per user (the id as stored, whatever the
 * spelling sent), as only someone who knows the password can make them.
 */
export const throttles = {
  login: (email: string, ip: string): Throttle => ({ key: `login:${email.toLowerCase()}|${ip}`, policy: GUESSES }),
  reset: (email: string, ip: string): Throttle => ({
    key: `reset:${email.toLowerCase()}|${ip}`,
    policy: RESET_MAILS,
  }),
  mfa: (userId: string): Throttle => ({ key: `mfa:${userId}`, policy: GUESSES }),
  /** The current password asked before a new email or password (the caller already holds a session). */
  currentPassword: (userId: string): Throttle => ({ key: `current-password:${userId}`, policy: GUESSES }),
};

/** Wrong codes one MFA challenge takes before it is dead and the user must enter the password again. */
export const MFA_CHALLENGE_ATTEMPTS = 5;
