import { z } from 'zod';

/** The languages the app and its emails are written in. */
export const languages = ['en', 'mr'] as const;
export type Language = (typeof languages)[number];

export const languageSchema = z.enum(languages, 'Choose English or Marathi');

/** A language sent with a form (registration, an enquiry): English when none is sent. */
export const chosenLanguage = languageSchema.default('en');

/** PUT /api/users/me/language: the signed-in user's language, for the app and their emails. */
export const languageBody = z.object({ language: languageSchema });
export type LanguageBody = z.input<typeof languageBody>;
