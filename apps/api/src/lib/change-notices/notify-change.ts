import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The channel every instance listens on for changes its caches depend on. */
export const CHANGES_CHANNEL = 'karigar_changes';

const USER_TOPIC = 'user:';

/** The topic of a commit that queued mail: every instance's mail worker looks for due mail. */
export const MAIL_TOPIC = 'mail';

/** The topic of a change to what a signed-in user's requests read of their account. */
export const userTopic = (userId: string): string => `${USER_TOPIC}${userId}`;

/** The user a topic names, if it is a user's. */
export const userOfTopic = (topic: string): string | undefined =>
  topic.startsWith(USER_TOPIC) ? topic.slice(USER_TOPIC.length) : undefined;

/** The topics changed by the request running now; the change-notices plugin tells this instance once it answers. */
export const changesOfRequest = new AsyncLocalStorage<Set<string>>();

/**
 * Tells every instance that `topic` changed: a notice sent in the caller's transaction, delivered
 * by PostgreSQL to every listening instance when it commits (never when it rolls back). The
 * instance handling the request also drops what it kept as soon as the request is answered.
 */
export async function notifyChange(tx: DbOrTx, topic: string): Promise<void> {
  changesOfRequest.getStore()?.add(topic);
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`);
}
