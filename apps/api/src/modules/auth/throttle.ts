import type { DbOrTx } from '../../db/client';
import { RateLimitedError } from '../../plugins/errors';
import type { Throttle } from './rate-limits';
import { countAttempt, deleteThrottle, findBlockedUntil } from './throttles.repository';

/**
 * Counts an attempt before it is made (as a failure until `forgetAttempts` says it succeeded), or
 * throws a 429 with the seconds left while the key is blocked.
 */
export async function takeAttempt(db: DbOrTx, throttle: Throttle, now = new Date()): Promise<void> {
  if (await countAttempt(db, throttle, now)) return;
  const until = await findBlockedUntil(db, throttle.key);
  const waitMs = (until?.getTime() ?? now.getTime()) - now.getTime();
  throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** Forgets the key's failures after a success (which also keeps the table small). */
export async function forgetAttempts(db: DbOrTx, throttle: Throttle): Promise<void> {
  await deleteThrottle(db, throttle.key);
}
