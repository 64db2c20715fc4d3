/** Error codes shared by the API (mapped to HTTP statuses in one place) and the web client. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The answer body of every failed API call. */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
  fields?: Record<string, string>;
}

/** Texts the server answers with; the spec names most of them. */
export const messages = {
  noToken: 'Unauthorized: No token provided',
  tokenExpired: 'Unauthorized: token expired',
  badToken: 'Unauthorized: Invalid token',
  forbidden: "You don't have permission",
  notFound: 'Not found',
  invalidInput: 'Invalid input',
  emailTaken: 'Email already registered',
  badCredentials: 'Invalid email or password',
  badRefreshToken: 'Token refresh failed',
  resetSent: 'If an account exists for that email, a password reset link has been sent.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Password has been reset. You can now log in.',
  mfaInvalid: 'MFA verification failed',
  mfaWindowClosed: 'Please log in again: the verification window has closed.',
  mfaCodeWrong: 'That code is not valid. Please try again.',
  mfaAlreadyEnabled: 'Two-factor authentication is already on.',
  mfaNotSetUp: 'Set up two-factor authentication first.',
  mfaNotEnabled: 'Two-factor authentication is not on.',
  mfaEnabled: 'Two-factor authentication is now on.',
  mfaDisabled: 'Two-factor authentication is now off.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  tooLarge: 'The request is too large.',
  badImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  imageTooLarge: 'Images may be at most 5 MB.',
  internal: 'Something went wrong on our side. Please try again.',
  unstorableText: 'The text contains characters that cannot be saved. Please remove them and try again.',
  loggedOut: 'Logged out',
  contactSent: 'Thank you! We will get back to you soon.',
  contactNotFound: 'Contact not found',
  contactUpdated: 'Contact status updated',
  contactDeleted: 'Contact deleted',
  contactConverted: 'Customer account created. A link to set their password was emailed to them.',
  contactAlreadyConverted: 'This enquiry has already been turned into a customer account.',
  profileUpdated: 'Profile updated successfully',
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Your current password is not correct.',
  mfaCodeRequired: 'Enter the code from your authenticator app to change your email or password.',
  emailChangeSent: 'Profile updated. To change your email, open the link we sent to the new address.',
  emailChangeInvalid: 'This email confirmation link is invalid or has expired.',
  emailChanged: 'Your email address has been changed.',
  userNotFound: 'User not found',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  lastAdmin: 'This is the only admin account: make another user an admin first.',
  selfDelete: 'You cannot delete your own account.',
  ownCredentials: 'Change your own email or password on your profile page.',
} as const;

/** A validation problem as zod reports it (only the parts an answer needs). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Field name (dotted path; '_' for the whole body) → first problem with it, as answers carry them. */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** "Invalid input: name, email" for the named fields, or the plain text when none is named. */
export function invalidInputMessage(fields: Record<string, string>): string {
  const names = Object.keys(fields).filter((k) => k !== '_');
  return names.length ? `Invalid input: ${names.join(', ')}` : messages.invalidInput;
}
