import { toRupees } from '@karigar/domain/money';
import { orderRef } from '@karigar/domain/order';
import { type Order } from '@karigar/domain/order-answer';
import type { PricingResult } from '@karigar/domain/pricing';
import type { FeatureDeps } from '../../app';
import type { Tx } from '../../db/client';
import { languageOfEmail } from '../../lib/mail-texts/recipient-language';
import type { MailMessage } from '../../lib/outbox/mail-message';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity, type ActivityInput } from '../activity/record-activity';
import { ownerMails, quotationAcceptedNotice } from '../owner-mail/owner-mail';
import { carryPhotosToOrder } from '../photos/photo-lifecycle';
import { getOrder } from './get-order';
import { orderPlacedNotice, serviceRequestMail } from './order-mail';
import { notifyCustomer } from '../notifications/notify-customer';
import { buildOrderValues } from './order-values';
import { insertOrder, insertOrderStatusChange, type OrderCustomer, type OrderService } from './orders.repository';

/** How an order is born: made by an admin, booked by a customer, or an accepted quotation. */
export type OrderBirth = { origin: 'manual' } | { origin: 'service-request' } | { origin: 'user'; quotationId: string };

export type PlaceOrderInput = OrderBirth & {
  /** Who places it: the admin of a manual order, the customer otherwise. */
  actor: AuthUser;
  customer: OrderCustomer;
  service: OrderService;
  /** The agreed pricing, from the domain pricing engine. */
  pricing: PricingResult;
  details: string;
  /** The customer's vehicle or item worked on (checked to be theirs by the caller), if one is named. */
  vehicleId?: string | null;
  /** The quotation's requested changes ('' for orders made otherwise). */
  modification?: string;
  /** The advance asked before work starts, in paise, computed by the caller (missing: none). */
  advancePaise?: number;
  /** A GSTIN given for this order; missing = the one on the customer's profile. */
  gstin?: string | null;
  ip: string;
};

type OrderActivity = Pick<ActivityInput, 'action' | 'message' | 'params'>;

/** The activity row of the birth, in English with its params for the reader's language. */
function birthActivity(input: PlaceOrderInput, orderId: string, totalPaise: number): OrderActivity {
  const { actor, customer, service } = input;
  const ref = orderRef(orderId);
  switch (input.origin) {
    case 'manual':
      return {
        action: 'manual_order_created',
        message: `${actor.name} created order ${ref} (${service.name}) for ${customer.name}`,
        params: {
          actor: actor.name,
          orderId,
          orderRef: ref,
          service: service.name,
          serviceMr: service.nameMr,
          customer: customer.name,
          userId: customer.id,
          amount: toRupees(totalPaise),
        },
      };
    case 'service-request':
      return {
        action: 'service_requested',
        message: `${actor.name} requested ${service.name} (order ${ref})`,
        params: { actor: actor.name, service: service.name, serviceMr: service.nameMr, orderId, orderRef: ref },
      };
    case 'user': {
      // A quotation is referred to as an order is.
      const quotationRef = orderRef(input.quotationId);
      return {
        action: 'order_created',
        message: `Order ${ref} created from quotation ${quotationRef}`,
        params: { actor: actor.name, orderId, orderRef: ref, quotationId: input.quotationId, quotationRef },
      };
    }
  }
}

/**
 * The workshop's mail of the birth: of a booking (when ADMIN_EMAIL is set) and, through the owner's
 * mails, of an accepted quotation. (The customer hears of every new order through notifyCustomer.)
 */
async function birthMails(
  tx: Tx,
  { config }: Pick<FeatureDeps, 'config'>,
  origin: OrderBirth['origin'],
  order: Order,
): Promise<MailMessage[]> {
  switch (origin) {
    case 'manual':
      return [];
    case 'service-request': {
      const { adminEmail } = config;
      if (!adminEmail) return [];
      return [serviceRequestMail(adminEmail, await languageOfEmail(tx, adminEmail), order, config.appUrl)];
    }
    case 'user': {
      const accepted = {
        customerName: order.name,
        serviceName: order.service.name,
        serviceNameMr: order.serviceNameMr,
        totalRupees: order.totalPrice,
        orderId: order._id,
      };
      return ownerMails(tx, config, quotationAcceptedNotice(accepted, config.appUrl));
    }
  }
}

/**
 * The one way an order is born, in the caller's transaction: the values (Pending, payment pending,
 * the customer, service and pricing as they stand), the insert, the first status-history line, the
 * quotation's photos as the order's "before" photos, the activity row and the mail in the outbox. Answers the order as its placer sees it.
 */
export async function placeOrder(
  tx: Tx,
  deps: Pick<FeatureDeps, 'mail' | 'config'>,
  input: PlaceOrderInput,
): Promise<Order> {
  const { actor, customer, service, pricing, details } = input;
  const order = await insertOrder(
    tx,
    buildOrderValues({
      customer,
      service,
      pricing,
      origin: input.origin,
      createdBy: actor.id,
      details,
      modification: input.modification ?? '',
      quotationId: input.origin === 'user' ? input.quotationId : null,
      vehicleId: input.vehicleId ?? null,
      advancePaise: input.advancePaise ?? 0,
      gstin: input.gstin,
    }),
  );
  await insertOrderStatusChange(tx, { orderId: order.id, fromStatus: null, toStatus: 'Pending', actorId: actor.id });
  if (input.origin === 'user') await carryPhotosToOrder(tx, input.quotationId, order.id);
  await recordActivity(tx, {
    actorId: actor.id,
    entity: 'order',
    entityId: order.id,
    ...birthActivity(input, order.id, order.totalPaise),
    priority: 'medium',
    ip: input.ip,
  });
  const answer = await getOrder(tx, order.id, actor);
  await deps.mail.queue(tx, await birthMails(tx, deps, input.origin, answer));
  await notifyCustomer(tx, deps, orderPlacedNotice(answer, input.origin === 'manual', deps.config.appUrl));
  return answer;
}
