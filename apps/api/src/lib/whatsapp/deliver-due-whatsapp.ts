import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsAppMessages as messages } from '../../db/schema/whatsapp-messages';
import {
  deliverInBatches,
  leaseEnd,
  nextRetry,
  type DeliveryLog,
  type DeliveryPolicy,
} from '../outbox/deliver-due-mail';
import { WhatsAppSendError, type WhatsAppProvider } from './whatsapp-provider';

export interface WhatsAppDelivery {
  db: Db;
  provider: WhatsAppProvider;
  log: DeliveryLog;
  policy: DeliveryPolicy;
}

/** What the worker reads of a claimed message. */
const claimedColumns = {
  id: messages.id,
  to: messages.to,
  event: messages.event,
  language: messages.language,
  params: messages.params,
  document: messages.document,
  attempts: messages.attempts,
};
type ClaimedRow = { [K in keyof typeof claimedColumns]: (typeof messages.$inferSelect)[K] };

/**
 * Claims the due `queued` messages with one statement (rows another instance holds are skipped; the
 * claim counts the attempt and moves the next one a lease ahead), sends each, and marks it `sent`
 * (the sandbox: `delivered`) with the provider's id; a retryable failure keeps its reason and is
 * tried again later (`failed` after the last attempt), a permanent one fails at once. Repeats
 * until nothing is due; answers how many messages went out.
 */
export async function deliverDueWhatsApp(delivery: WhatsAppDelivery): Promise<number> {
  return deliverInBatches(delivery.policy.batchSize, async () => {
    const claimed = await claimDue(delivery);
    const outcomes = await Promise.all(claimed.map((row) => deliverOne(delivery, row)));
    return { claimed: claimed.length, sent: outcomes.filter(Boolean).length };
  });
}

function claimDue({ db, policy }: WhatsAppDelivery): Promise<ClaimedRow[]> {
  const isDue = and(eq(messages.status, 'queued'), lte(messages.nextAttemptAt, sql`now()`));
  const due = db.select({ id: messages.id }).from(messages).where(isDue);
  const locked = due.orderBy(messages.nextAttemptAt).limit(policy.batchSize).for('update', { skipLocked: true });
  const claim = { attempts: sql`${messages.attempts} + 1`, nextAttemptAt: leaseEnd(policy) };
  return db.update(messages).set(claim).where(inArray(messages.id, locked)).returning(claimedColumns);
}

async function deliverOne({ db, provider, log, policy }: WhatsAppDelivery, row: ClaimedRow): Promise<boolean> {
  // The number is the customer's: the log names the message and the event only.
  const message = { id: row.id, event: row.event, attempt: row.attempts };
  let accepted;
  try {
    accepted = await provider.send(row);
  } catch (error) {
    const failure = error instanceof WhatsAppSendError ? error : new WhatsAppSendError(String(error), false);
    const giveUp = failure.permanent || row.attempts >= policy.maxAttempts;
    const lastError = failure.reason;
    const errorCode = failure.code ?? null;
    const change = giveUp
      ? { status: 'failed' as const, lastError, errorCode, failedAt: sql`now()` }
      : { lastError, errorCode, nextAttemptAt: nextRetry(policy, row.attempts) };
    try {
      await db.update(messages).set(change).where(eq(messages.id, row.id));
    } catch (markError) {
      log.error({ err: markError, message }, 'WhatsApp failure could not be recorded; retried when its lease ends');
    }
    if (giveUp) log.error({ message, lastError }, 'WhatsApp message failed for good');
    else log.warn({ message, lastError }, 'WhatsApp message not sent; retried later');
    return false;
  }
  try {
    await db
      .update(messages)
      .set({
        status: accepted.status,
        providerMessageId: accepted.providerMessageId,
        sentAt: sql`now()`,
        deliveredAt: accepted.status === 'delivered' ? sql`now()` : null,
        lastError: null,
        errorCode: null,
      })
      .where(eq(messages.id, row.id));
    log.info({ message: { ...message, providerMessageId: accepted.providerMessageId } }, 'WhatsApp message sent');
  } catch (error) {
    log.error({ err: error, message }, 'WhatsApp message sent but not marked; it is sent again when its lease ends');
  }
  return true;
}
