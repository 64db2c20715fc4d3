import { toRupees } from '@karigar/domain/money';
import { type Order, orderRef, type requestServiceBody } from '@karigar/domain/order';
import { DEFAULT_TAX_RATE } from '@karigar/domain/tax-rate';
import type { z } from 'zod';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { getOrder } from './get-order';
import { serviceRequestMail } from './order-mail';
import { buildOrderValues } from './order-values';
import { findOrderCustomer, insertOrder, insertOrderStatusChange, lockOrderableService } from './orders.repository';
import { priceOrder } from './price-order';
import { languageOfEmail } from '../../lib/mail-texts/recipient-language';

/**
 * A customer orders a catalogue service directly: priced by the engine at the service's list price
 * and the default tax rate, Pending, with its first history line and an activity row; the workshop
 * gets a mail when ADMIN_EMAIL is set.
 */
export async function requestServiceOrder(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  customer: AuthUser,
  body: z.output<typeof requestServiceBody>,
  ip: string,
): Promise<Order> {
  return deps.db.transaction(async (tx) => {
    const service = await lockOrderableService(tx, body.serviceId);
    if (!service) throw notFound('SERVICE_NOT_FOUND');
    const snapshot = await findOrderCustomer(tx, customer.id);
    if (!snapshot) throw new Error(`signed-in user ${customer.id} vanished`);
    const pricing = priceOrder({
      originalUnitPrice: toRupees(service.pricePaise),
      quantity: body.quantity,
      taxRate: DEFAULT_TAX_RATE,
    });
    const order = await insertOrder(
      tx,
      buildOrderValues({
        customer: snapshot,
        service,
        pricing,
        origin: 'service-request',
        createdBy: customer.id,
        details: body.details ?? '',
      }),
    );
    await insertOrderStatusChange(tx, {
      orderId: order.id,
      fromStatus: null,
      toStatus: 'Pending',
      actorId: customer.id,
    });
    await recordActivity(tx, {
      actorId: customer.id,
      action: 'service_requested',
      entity: 'order',
      entityId: order.id,
      message: `${customer.name} requested ${service.name} (order ${orderRef(order.id)})`,
      params: {
        actor: customer.name,
        service: service.name,
        serviceMr: service.nameMr,
        orderId: order.id,
        orderRef: orderRef(order.id),
      },
      priority: 'medium',
      ip,
    });
    const answer = await getOrder(tx, order.id, customer);
    const { adminEmail, appUrl } = deps.config;
    if (adminEmail)
      await deps.mail.queue(tx, serviceRequestMail(adminEmail, await languageOfEmail(tx, adminEmail), answer, appUrl));
    return answer;
  });
}
