import { type WebhookAnswer } from '@karigar/domain/payment';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import { applyCapture } from './mark-order-paid';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { claimWebhookEvent, findPaymentByProviderOrder } from './payments.repository';
import { applyRefundEvent, refundEntity, refundEvents } from './refunds/refund-webhook';
import { applyFailure } from './record-payment-failure';

/** The parts of Razorpay's event payloads the app reads (payment.captured, payment.failed, order.paid, payment_link.paid). */
const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullish(),
            method: z.string().nullish(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      payment_link: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      // Read in full only for the refund events handled (refund.created and others are acknowledged).
      refund: z.object({ entity: z.unknown() }).optional(),
    })
    .default({}),
});
type WebhookEvent = z.infer<typeof webhookEvent>;

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  ip: string;
}

function parseEvent(rawBody: Buffer): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('WEBHOOK_BODY_INVALID');
  }
  const parsed = webhookEvent.safeParse(json);
  if (!parsed.success) throw badRequest('WEBHOOK_BODY_INVALID');
  return parsed.data;
}

/** Applies the event in the caller's transaction. */
async function dispatch(
  tx: Tx,
  deps: PaymentDeps,
  { event, payload }: WebhookEvent,
  context: PaymentContext,
): Promise<void> {
  const refundEvent = refundEvents.find((name) => name === event);
  if (refundEvent) {
    const refund = refundEntity.safeParse(payload.refund?.entity);
    if (!refund.success) throw badRequest('WEBHOOK_BODY_INVALID');
    await applyRefundEvent(tx, deps, refundEvent, refund.data, context);
    return;
  }
  const payment = payload.payment?.entity;
  if (!payment || !['payment.captured', 'order.paid', 'payment.failed', 'payment_link.paid'].includes(event)) return;
  // A pay link's Razorpay Payment Link is stored as its checkout (see modules/reminders/provider-link.ts).
  const providerOrderId =
    event === 'payment_link.paid' ? payload.payment_link?.entity.id : (payment.order_id ?? payload.order?.entity.id);
  const stored = providerOrderId ? await findPaymentByProviderOrder(tx, providerOrderId) : undefined;
  if (!stored) {
    deps.log.warn(
      { event, providerOrderId, paymentId: payment.id },
      'webhook for a provider order this app did not make',
    );
    return;
  }
  const method = payment.method ?? null;
  if (event === 'payment.failed') {
    const reason = payment.error_description || 'Payment failed';
    await applyFailure(tx, stored, { providerPaymentId: payment.id, reason, method }, context);
    return;
  }
  await applyCapture(tx, deps, stored, { providerPaymentId: payment.id, method }, context);
}

/**
 * A Razorpay webhook delivery: the signature is checked on the raw body (never re-serialised
 * JSON), and each event id is claimed in the same transaction that applies the event, so it is
 * handled exactly once: a delivery that fails or dies before its commit leaves the event to
 * Razorpay's retry. payment.captured / order.paid mark the order paid (or record a refund due) while
 * payment.failed records the reason; refund.processed / refund.failed settle a refund. Other events are acknowledged and ignored.
 */
export async function handleWebhook(deps: PaymentDeps, delivery: WebhookDelivery): Promise<WebhookAnswer> {
  if (!deps.provider.verifyWebhook(delivery.rawBody, delivery.signature)) throw badRequest('WEBHOOK_SIGNATURE_INVALID');
  const event = parseEvent(delivery.rawBody);
  // Razorpay always sends an event id; without one, the same body counts as the same event.
  const eventId = delivery.eventId || `body:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  const context: PaymentContext = { source: 'webhook', actorId: null, ip: delivery.ip };
  const claimed = await deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, eventId, event.event))) return false;
    await dispatch(tx, deps, event, context);
    return true;
  });
  return claimed ? { ok: true } : { ok: true, duplicate: true };
}
