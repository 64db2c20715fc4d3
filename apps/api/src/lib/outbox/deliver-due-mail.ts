import { eq, inArray, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { messageOfRow } from './mail-message';

/** How the worker retries: the first retry after `firstRetryMs`, each next one twice as late, at most `maxRetryMs`. */
export interface DeliveryPolicy {
  /** Messages claimed by one statement. */
  batchSize: number;
  /** After this many failed attempts a message is `failed` and no longer tried. */
  maxAttempts: number;
  firstRetryMs: number;
  maxRetryMs: number;
  /**
   * How long a claimed message is left to the instance that claimed it: longer than one SMTP
   * conversation may take, so no other instance sends it meanwhile; after it (the instance died
   * while sending) the message is due again.
   */
  leaseMs: number;
}

export const defaultDeliveryPolicy: DeliveryPolicy = {
  batchSize: 10,
  maxAttempts: 10,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
};

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(policy: DeliveryPolicy, attempts: number): number {
  return Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** When a claimed message's lease ends: it is due again then, unless its instance marked it. */
export const leaseEnd = (policy: DeliveryPolicy) => sql`now() + make_interval(secs => ${policy.leaseMs / 1000})`;

/** When a message that failed its `attempts`-th attempt is tried again. */
export const nextRetry = (policy: DeliveryPolicy, attempts: number) =>
  sql`now() + make_interval(secs => ${retryDelayMs(policy, attempts) / 1000})`;

/**
 * Claims and delivers batch after batch (`deliverBatch` answers how many it claimed and how many
 * went out) until a batch comes back short: nothing more is due. Answers how many went out.
 */
export async function deliverInBatches(
  batchSize: number,
  deliverBatch: () => Promise<{ claimed: number; sent: number }>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await deliverBatch();
    sent += batch.sent;
    if (batch.claimed < batchSize) return sent;
  }
}

/** The part of a logger delivery writes to. */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailDelivery {
  from: string;
  db: Db;
  transport: Pick<Transporter, 'sendMail'>;
  log: DeliveryLog;
  policy: DeliveryPolicy;
}

/**
 * Claims the messages that are due with one statement (rows another instance holds are skipped,
 * and the claim moves their next attempt a lease ahead and counts the attempt), sends each, and
 * marks it `sent`, or keeps the error and schedules the retry (`failed` after the last attempt).
 * Repeats until nothing is due; answers how many messages were sent.
 *
 * A message is sent at most once per successful SMTP answer, except in one window no outbox can
 * close: the instance dies (or loses the database) after the SMTP server accepted a message and
 * before `sent` is written; the message is sent again once its lease ends.
 */
export async function deliverDueMail(delivery: MailDelivery): Promise<number> {
  return deliverInBatches(delivery.policy.batchSize, async () => {
    const claimed = await claimDue(delivery);
    const outcomes = await Promise.all(claimed.map((row) => deliverOne(delivery, row)));
    return { claimed: claimed.length, sent: outcomes.filter(Boolean).length };
  });
}

type ClaimedRow = Pick<
  typeof outbox.$inferSelect,
  'id' | 'to' | 'subject' | 'text' | 'html' | 'attachments' | 'attempts'
>;

async function claimDue({ db, policy }: MailDelivery): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(sql`${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now()`)
    .orderBy(outbox.nextAttemptAt)
    .limit(policy.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: leaseEnd(policy),
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      attachments: outbox.attachments,
      attempts: outbox.attempts,
    });
}

async function deliverOne({ db, transport, from, log, policy }: MailDelivery, row: ClaimedRow): Promise<boolean> {
  const mail = { id: row.id, to: row.to, subject: row.subject, attempt: row.attempts };
  try {
    await transport.sendMail({ from, ...messageOfRow(row) });
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    const giveUp = row.attempts >= policy.maxAttempts;
    try {
      await db
        .update(outbox)
        .set(
          giveUp
            ? { status: 'failed', lastError }
            : {
                lastError,
                nextAttemptAt: nextRetry(policy, row.attempts),
              },
        )
        .where(eq(outbox.id, row.id));
    } catch (markError) {
      log.error({ err: markError, mail }, 'mail failure could not be recorded; retried when its lease ends');
    }
    if (giveUp) log.error({ mail, lastError }, 'mail failed for good');
    else log.warn({ mail, lastError }, 'mail not sent; retried later');
    return false;
  }
  try {
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, row.id));
    log.info({ mail: { to: row.to, subject: row.subject } }, 'mail sent');
  } catch (error) {
    log.error({ err: error, mail }, 'mail sent but not marked; it will be sent again when its lease ends');
  }
  return true;
}
