import type { WhatsAppStatus } from '@karigar/domain/customer-notice';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { whatsAppMessages } from '../../db/schema/whatsapp-messages';
import type { StatusUpdate } from './whatsapp-webhook-event';

/**
 * The statuses a message may be in when a status arrives, for it to move: never backwards (a late
 * `delivered` leaves a read message read), and a failure only before delivery.
 */
const movesFrom: Record<Exclude<WhatsAppStatus, 'queued'>, WhatsAppStatus[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

/** The status's own time (Unix seconds), or now when Meta gave none. */
function eventTime(update: StatusUpdate) {
  const seconds = Number(update.timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** The failure's reason in words, with its code. */
function failureReason(update: StatusUpdate): string {
  const error = update.errors?.[0];
  const words = error?.title ?? 'WhatsApp could not deliver the message';
  return error?.code === undefined ? words : `${words} (WhatsApp error ${error.code})`;
}

/**
 * Applies one delivery status to the message with that provider id, by one conditional update: the
 * status moves only forward, and each time is written once (the first one kept), so the same status
 * delivered again changes nothing. A `read` arriving before its `delivered` counts as delivered too.
 * Answers whether the message changed.
 */
export async function applyStatus(db: DbOrTx, update: StatusUpdate): Promise<boolean> {
  if (!Object.hasOwn(movesFrom, update.status)) return false;
  const to = update.status as keyof typeof movesFrom;
  const from = movesFrom[to];
  const at = eventTime(update);
  const m = whatsAppMessages;
  // Only a message whose status may move is touched; a time already written stays.
  const stamp = (column: AnyPgColumn, applies: boolean) => (applies ? sql`coalesce(${column}, ${at})` : column);
  const rows = await db
    .update(m)
    .set({
      status: to,
      sentAt: stamp(m.sentAt, to !== 'failed'),
      deliveredAt: stamp(m.deliveredAt, to === 'delivered' || to === 'read'),
      readAt: stamp(m.readAt, to === 'read'),
      failedAt: stamp(m.failedAt, to === 'failed'),
      lastError: to === 'failed' ? failureReason(update) : m.lastError,
      errorCode: to === 'failed' ? (update.errors?.[0]?.code?.toString() ?? null) : m.errorCode,
    })
    .where(and(eq(m.providerMessageId, update.id), inArray(m.status, from)))
    .returning({ id: m.id });
  return rows.length > 0;
}
