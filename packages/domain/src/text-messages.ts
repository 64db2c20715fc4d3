/**
 * Why a text was refused; the web shows them in the current language. Kept apart from the zod
 * schemas in text.ts, so the web's first load can map them without loading zod.
 */
export const textMessages = {
  singleLine: 'This field cannot contain line breaks or control characters',
  controlCharacters: 'This text cannot contain control characters',
} as const;
