/**
 * What other modules (users) may do with the auth module's one-time secrets: claim a TOTP step, so a
 * code is used once, and use up an account's password-reset links. They reach these tables through
 * these operations only, never through the auth repository itself.
 */
export { claimTotpStep, usePasswordResets } from './auth.repository';
