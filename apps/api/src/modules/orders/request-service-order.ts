import { listPriceInput } from '@karigar/domain/agreed-price';
import { toRupees } from '@karigar/domain/money';
import type { requestServiceBody } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import type { z } from 'zod';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { findOrderCustomer, lockOrderableService } from './orders.repository';
import { placeOrder } from './place-order';
import { priceOrder } from './price-order';

/**
 * A customer orders a catalogue service directly: priced by the engine at the service's list price
 * and the default tax rate (as the booking dialog shows it), placed by placeOrder; the workshop gets a mail when ADMIN_EMAIL is set.
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
    const pricing = priceOrder(listPriceInput(toRupees(service.pricePaise), body.quantity));
    return placeOrder(tx, deps, {
      origin: 'service-request',
      actor: customer,
      customer: snapshot,
      service,
      pricing,
      details: body.details ?? '',
      gstin: body.gstin,
      ip,
    });
  });
}
