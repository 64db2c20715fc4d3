import type { PublicUser } from '@karigar/domain/user';
import type { DbOrTx } from '../../db/client';
import { toPublicUser } from './public-user';
import { findUserById } from './users.repository';

/** One account as it leaves the server; undefined when there is none or it was deleted. */
export async function findPublicUser(db: DbOrTx, id: string): Promise<PublicUser | undefined> {
  const user = await findUserById(db, id);
  return user && toPublicUser(user);
}
