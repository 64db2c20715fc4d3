import { paymentMessages, type WebhookAnswer } from '@karigar/domain/payment';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../../plugins/errors';
import { markOrderPaid } from './mark-order-paid';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { recordPaymentFailure } from './record-payment-failure';
import { claimWebhookEvent, findPaymentByProviderOrder, releaseWebhookEvent } from './payments.repository';

/** The parts of Razorpay's event payloads the app reads (payment.captured, payment.failed, order.paid). */
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
    throw badRequest(paymentMessages.badWebhookBody);
  }
  const parsed = webhookEvent.safeParse(json);
  if (!parsed.success) throw badRequest(paymentMessages.badWebhookBody);
  return parsed.data;
}

async function dispatch(deps: PaymentDeps, { event, payload }: WebhookEvent, context: PaymentContext): Promise<void> {
  const payment = payload.payment?.entity;
  if (!payment || !['payment.captured', 'order.paid', 'payment.failed'].includes(event)) return;
  const providerOrderId = payment.order_id ?? payload.order?.entity.id;
  const stored = providerOrderId ? await findPaymentByProviderOrder(deps.db, providerOrderId) : undefined;
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
    await recordPaymentFailure(deps, stored, { providerPaymentId: payment.id, reason, method }, context);
  } else {
    await markOrderPaid(deps, stored, { providerPaymentId: payment.id, method }, context);
  }
}

/**
 * A Razorpay webhook delivery: the signature is checked on the raw body (never re-serialised
 * JSON), each event id is handled once, and payment.captured / order.paid mark the order paid
 * while payment.failed records the reason. Other events are acknowledged and ignored.
 */
export async function handleWebhook(deps: PaymentDeps, delivery: WebhookDelivery): Promise<WebhookAnswer> {
  if (!deps.provider.verifyWebhook(delivery.rawBody, delivery.signature))
    throw badRequest(paymentMessages.badWebhookSignature);
  const event = parseEvent(delivery.rawBody);
  // Razorpay always sends an event id; without one, the same body counts as the same event.
  const eventId = delivery.eventId || `body:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  if (!(await claimWebhookEvent(deps.db, eventId, event.event))) return { ok: true, duplicate: true };
  try {
    await dispatch(deps, event, { source: 'webhook', actorId: null, ip: delivery.ip });
  } catch (error) {
    await releaseWebhookEvent(deps.db, eventId);
    throw error;
  }
  return { ok: true };
}
