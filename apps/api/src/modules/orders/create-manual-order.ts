import { toRupees } from '@karigar/domain/money';
import { type manualOrderBody, type Order, orderRef } from '@karigar/domain/order';
import { DEFAULT_TAX_RATE } from '@karigar/domain/tax-rate';
import type { z } from 'zod';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { getOrder } from './get-order';
import { manualOrderMail } from './order-mail';
import { buildOrderValues } from './order-values';
import { insertOrder, insertOrderStatusChange, lockCustomer, lockOrderableService } from './orders.repository';
import { priceOrder } from './price-order';
import { languageOfUser } from '../../lib/mail-texts/recipient-language';

/**
 * An admin makes an order for a customer: priced by the engine from the service's list price (or the
 * offered price), the discount and the tax rate (18 % when none is given); totals sent by the client
 * are never read. Pending, with its first history line and an activity row; the customer gets a mail.
 */
export async function createManualOrder(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  admin: AuthUser,
  body: z.output<typeof manualOrderBody>,
  ip: string,
): Promise<Order> {
  return deps.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, body.userId);
    if (!customer) throw notFound('USER_NOT_FOUND');
    const service = await lockOrderableService(tx, body.serviceId);
    if (!service) throw notFound('SERVICE_NOT_FOUND');
    const pricing = priceOrder({
      originalUnitPrice: toRupees(service.pricePaise),
      offeredPrice: body.offeredPrice ?? null,
      quantity: body.quantity,
      discount: body.discount ?? 0,
      discountPercentage: body.discountPercentage ?? 0,
      taxRate: body.taxRate ?? DEFAULT_TAX_RATE,
      taxAlreadyIncluded: body.taxAlreadyIncluded ?? false,
    });
    const order = await insertOrder(
      tx,
      buildOrderValues({
        customer,
        service,
        pricing,
        origin: 'manual',
        createdBy: admin.id,
        details: body.details ?? '',
      }),
    );
    await insertOrderStatusChange(tx, { orderId: order.id, fromStatus: null, toStatus: 'Pending', actorId: admin.id });
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'manual_order_created',
      entity: 'order',
      entityId: order.id,
      message: `${admin.name} created order ${orderRef(order.id)} (${service.name}) for ${customer.name}`,
      params: {
        actor: admin.name,
        orderId: order.id,
        orderRef: orderRef(order.id),
        service: service.name,
        serviceMr: service.nameMr,
        customer: customer.name,
        userId: customer.id,
        amount: toRupees(order.totalPaise),
      },
      priority: 'medium',
      ip,
    });
    const answer = await getOrder(tx, order.id, admin);
    await deps.mail.queue(tx, manualOrderMail(answer, await languageOfUser(tx, answer.user._id), deps.config.appUrl));
    return answer;
  });
}
