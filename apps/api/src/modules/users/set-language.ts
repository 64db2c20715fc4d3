import type { Language } from '@karigar/domain/language';
import type { Db } from '../../db/client';
import { updateUser } from './users.repository';

/** Keeps the language a signed-in user chose: the app opens in it and their emails are written in it. */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await updateUser(db, userId, { language });
}
