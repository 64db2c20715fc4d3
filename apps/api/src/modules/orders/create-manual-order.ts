import { advanceAmountPaise, advancePaiseOf } from '@karigar/domain/advance-amounts';
import { formatInr, toPaise, toRupees } from '@karigar/domain/money';
import type { manualOrderBody } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { DEFAULT_TAX_RATE } from '@karigar/domain/tax-rate';
import type { z } from 'zod';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { customersVehicleId } from '../vehicles/vehicle-access';
import { lockCustomer, lockOrderableService } from './orders.repository';
import { placeOrder } from './place-order';
import { priceOrder } from './price-order';

/**
 * An admin makes an order for a customer: priced by the engine from the service's list price (or the
 * offered price), the discount and the tax rate (18 % when none is given); totals sent by the client
 * are never read. Placed by placeOrder; the customer gets a mail.
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
    const totalPaise = toPaise(pricing.totalAfterTax);
    const amountPaise = advanceAmountPaise(body.advanceAmount);
    if (amountPaise !== null && amountPaise > totalPaise)
      throw badRequest('ADVANCE_ABOVE_TOTAL', { params: { total: formatInr(pricing.totalAfterTax) } });
    return placeOrder(tx, deps, {
      origin: 'manual',
      actor: admin,
      customer,
      service,
      pricing,
      details: body.details ?? '',
      advancePaise: advancePaiseOf(totalPaise, { percentage: body.advancePercentage ?? null, amountPaise }),
      vehicleId: await customersVehicleId(tx, body.vehicleId, customer.id),
      ip,
    });
  });
}
