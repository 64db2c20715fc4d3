import type { DbOrTx } from '../../db/client';
import { usePasswordResets } from '../auth/one-time-codes';
import { closeEmailChanges } from './email-changes.repository';

/**
 * A changed email or password (or a deleted account) ends what was mailed for the old one: every
 * open reset and set-password link is spent and every pending email change closed, in the caller's
 * transaction. A link sent to a mistyped or former address can then no longer take the account.
 */
export async function closeAccountLinks(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  await usePasswordResets(tx, userId, at);
  await closeEmailChanges(tx, userId, at);
}
