import { messages } from '@karigar/domain/errors';
import type { TFunction } from 'i18next';

type ServerKey = keyof typeof messages;

/** Texts of the domain's request schemas (client-side checks and server `fields`) → bundle keys. */
const validationKeys = {
  'Name is required': 'validation.nameRequired',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Password must be at least 8 characters': 'validation.passwordTooShort',
  'Password is required': 'validation.passwordRequired',
  'Please enter a valid phone number': 'validation.phoneInvalid',
  'Enter the 6-digit code': 'validation.codeInvalid',
  'Message is required': 'validation.messageRequired',
  'Passwords do not match': 'validation.passwordsDiffer',
} as const;

const serverKeys = new Map<string, ServerKey>(
  (Object.entries(messages) as [ServerKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * The server and the shared schemas speak English; this shows their texts in the current
 * language. A text the bundles do not know is shown as it is.
 */
export function localizeMessage(t: TFunction, text: string): string {
  const serverKey = serverKeys.get(text);
  if (serverKey) return t(`server.${serverKey}`);
  if (text in validationKeys) return t(validationKeys[text as keyof typeof validationKeys]);
  if (text.startsWith(`${messages.invalidInput}:`)) return t('server.invalidInput');
  return text;
}

/** A field problem from a schema or the server, in the current language ('Please check this field' for zod's own texts). */
export function localizeFieldError(t: TFunction, text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text in validationKeys || serverKeys.has(text)) return localizeMessage(t, text);
  return t('validation.invalid');
}
