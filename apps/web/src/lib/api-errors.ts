import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { localizeFieldError, localizeMessage } from '../i18n/localize-message';
import { ApiError } from './api-client';

/** What to tell the user about a failed call: the server's text (translated) or `fallback`. */
export function apiErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('errors.network');
    if (error.message) return localizeMessage(t, error.message);
  }
  return fallback;
}

/** Shows the server's per-field problems beside the form's fields; true when any was shown. */
export function showFieldErrors<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let shown = false;
  for (const field of fields) {
    const text = error.fields[field];
    if (text) {
      setError(field, { type: 'server', message: localizeFieldError(t, text) });
      shown = true;
    }
  }
  return shown;
}
