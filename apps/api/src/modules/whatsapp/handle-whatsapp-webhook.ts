import type { Db } from '../../db/client';
import { hmacSha256Hex, signaturesMatch } from '../../lib/payments/signatures';
import { badRequest, unauthorized } from '../../plugins/errors';
import { applyStatus } from './apply-status';
import { optOutByReply } from './opt-out-reply';
import { asksToStop, whatsAppWebhookEvent } from './whatsapp-webhook-event';

export interface WhatsAppWebhookDelivery {
  rawBody: Buffer;
  /** X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
  signature: string | undefined;
}

/** Whether the body carries Meta's signature made with the app secret (compared in constant time). */
export function signedByMeta(appSecret: string | undefined, delivery: WhatsAppWebhookDelivery): boolean {
  if (!appSecret) return false;
  return signaturesMatch(`sha256=${hmacSha256Hex(appSecret, delivery.rawBody)}`, delivery.signature);
}

function parse(rawBody: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('WEBHOOK_BODY_INVALID');
  }
  const parsed = whatsAppWebhookEvent.safeParse(json);
  if (!parsed.success) throw badRequest('WEBHOOK_BODY_INVALID');
  return parsed.data;
}

/**
 * A WhatsApp webhook delivery, checked against its signature over the raw body (401 when missing or
 * wrong, and nothing is read), then applied in one transaction: each status moves its message
 * forward only (so a delivery sent again, or statuses out of order, change nothing more), and a STOP
 * reply opts its sender out.
 */
export async function handleWhatsAppWebhook(
  db: Db,
  appSecret: string | undefined,
  delivery: WhatsAppWebhookDelivery,
): Promise<{ ok: true }> {
  if (!signedByMeta(appSecret, delivery)) throw unauthorized('WEBHOOK_SIGNATURE_INVALID');
  const event = parse(delivery.rawBody);
  const values = event.entry.flatMap((entry) => entry.changes.map((change) => change.value));
  await db.transaction(async (tx) => {
    for (const value of values) {
      for (const update of value.statuses ?? []) await applyStatus(tx, update);
      for (const message of value.messages ?? []) if (asksToStop(message)) await optOutByReply(tx, message.from);
    }
  });
  return { ok: true };
}
