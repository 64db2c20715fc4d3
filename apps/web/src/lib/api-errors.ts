import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { errorCodeText } from './error-text';

/** What to tell the user about a failed call: the server's reason (by its code) or `fallback`. */
export function apiErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('errors.network');
    if (error.code) return errorCodeText(t, error.code, error.params);
  }
  return fallback;
}

/** The server's reason for refusing a call, in the current language; null when it gave none (a network error, say). */
export function serverErrorText(t: TFunction, error: unknown): string | null {
  return error instanceof ApiError && error.code ? errorCodeText(t, error.code, error.params) : null;
}

/** Shows the server's per-field problems beside the form's fields; true when any was shown. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.fieldCodes) return false;
  let shown = false;
  for (const field of fields) {
    const code = error.fieldCodes[field];
    if (code) {
      // The form shows its fields' codes (its own checks' and these) with fieldErrorText.
      setError(field, { type: 'server', message: code });
      shown = true;
    }
  }
  return shown;
}
