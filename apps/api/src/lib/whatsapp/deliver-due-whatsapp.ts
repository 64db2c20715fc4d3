import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import { retryDelayMs, type DeliveryLog, type DeliveryPolicy } from '../outbox/deliver-due-mail';
import { WhatsAppSendError, type WhatsAppProvider } from './whatsapp-provider';

export interface WhatsAppDelivery {
  db: Db;
  provider: WhatsAppProvider;
  log: DeliveryLog;
  policy: DeliveryPolicy;
}

type ClaimedRow = Pick<
  typeof whatsAppMessages.$inferSelect,
  'id' | 'to' | 'event' | 'language' | 'params' | 'document' | 'attempts'
>;

/**
 * Claims the due `queued` messages with one statement (rows another instance holds are skipped; the
 * claim counts the attempt and moves the next one a lease ahead), sends each, and marks it `sent`
 * (the sandbox: `delivered`) with the provider's id; a retryable failure keeps its reason and is
 * tried again later (`failed` after the last attempt), a permanent one fails at once. Repeats
 * until nothing is due; answers how many messages went out.
 */
export async function deliverDueWhatsApp(delivery: WhatsAppDelivery): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(delivery);
    const outcomes = await Promise.all(claimed.map((row) => deliverOne(delivery, row)));
    sent += outcomes.filter(Boolean).length;
    if (claimed.length < delivery.policy.batchSize) return sent;
  }
}

async function claimDue({ db, policy }: WhatsAppDelivery): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: whatsAppMessages.id })
    .from(whatsAppMessages)
    .where(sql`${whatsAppMessages.status} = 'queued' and ${whatsAppMessages.nextAttemptAt} <= now()`)
    .orderBy(whatsAppMessages.nextAttemptAt)
    .limit(policy.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(whatsAppMessages)
    .set({
      attempts: sql`${whatsAppMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${policy.leaseMs / 1000})`,
    })
    .where(inArray(whatsAppMessages.id, due))
    .returning({
      id: whatsAppMessages.id,
      to: whatsAppMessages.to,
      event: whatsAppMessages.event,
      language: whatsAppMessages.language,
      params: whatsAppMessages.params,
      document: whatsAppMessages.document,
      attempts: whatsAppMessages.attempts,
    });
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
    try {
      await db
        .update(whatsAppMessages)
        .set(
          giveUp
            ? { status: 'failed', lastError, failedAt: sql`now()` }
            : {
                lastError,
                nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(policy, row.attempts) / 1000})`,
              },
        )
        .where(eq(whatsAppMessages.id, row.id));
    } catch (markError) {
      log.error({ err: markError, message }, 'WhatsApp failure could not be recorded; retried when its lease ends');
    }
    if (giveUp) log.error({ message, lastError }, 'WhatsApp message failed for good');
    else log.warn({ message, lastError }, 'WhatsApp message not sent; retried later');
    return false;
  }
  try {
    await db
      .update(whatsAppMessages)
      .set({
        status: accepted.status,
        providerMessageId: accepted.providerMessageId,
        sentAt: sql`now()`,
        deliveredAt: accepted.status === 'delivered' ? sql`now()` : null,
        lastError: null,
      })
      .where(eq(whatsAppMessages.id, row.id));
    log.info({ message: { ...message, providerMessageId: accepted.providerMessageId } }, 'WhatsApp message sent');
  } catch (error) {
    log.error({ err: error, message }, 'WhatsApp message sent but not marked; it is sent again when its lease ends');
  }
  return true;
}
