import { errorTexts, isErrorCode, type ErrorCode, type ErrorParams } from './error-codes';

/**
 * The answer body of every failed API call: the English `message`, its `code` (see error-codes.ts),
 * the values the text was filled with, and per field (dotted path; '_' for the whole body) the
 * English problem and its code.
 */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
  params?: ErrorParams;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, ErrorCode>;
}

/** Texts of successful answers; the spec names most of them. Failures answer with error-codes.ts. */
export const messages = {
  resetSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordReset: 'Password has been reset. You can now log in.',
  mfaEnabled: 'Two-factor authentication is now on.',
  mfaDisabled: 'Two-factor authentication is now off.',
  loggedOut: 'Logged out',
  contactSent: 'Thank you! We will get back to you soon.',
  contactUpdated: 'Contact status updated',
  contactDeleted: 'Contact deleted',
  contactConverted: 'Customer account created. A link to set their password was emailed to them.',
  profileUpdated: 'Profile updated successfully',
  emailChangeSent: 'Profile updated. To change your email, open the link we sent to the new address.',
  emailChanged: 'Your email address has been changed.',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
} as const;

/** A validation problem as zod reports it (only the parts an answer needs). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Per field, the first problem with it: its English text and its code. */
export interface FieldProblems {
  fields: Record<string, string>;
  fieldCodes: Record<string, ErrorCode>;
}

/**
 * Reads the problems a shared schema reports: their messages are codes. A message that is no code
 * (zod's own texts) stays the field's text, with INVALID_VALUE as its code.
 */
export function fieldProblems(issues: readonly FieldIssue[]): FieldProblems {
  const problems: FieldProblems = { fields: {}, fieldCodes: {} };
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (key in problems.fields) continue;
    const known = isErrorCode(issue.message);
    problems.fields[key] = known ? errorTexts[issue.message as ErrorCode] : issue.message;
    problems.fieldCodes[key] = known ? (issue.message as ErrorCode) : 'INVALID_VALUE';
  }
  return problems;
}

/** "Invalid input: name, email" for the named fields, or the plain text when none is named. */
export function invalidInputMessage(fields: Record<string, string>): string {
  const names = Object.keys(fields).filter((k) => k !== '_');
  return names.length ? `${errorTexts.VALIDATION_FAILED}: ${names.join(', ')}` : errorTexts.VALIDATION_FAILED;
}
