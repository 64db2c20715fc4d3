import type { DbOrTx } from '../../db/client';
import { findOrderCustomer, findOrderService, type OrderCustomer, type OrderService } from './orders.repository';

/** The customer and the service an order would be placed for, as they stand; undefined when either is gone. */
export async function findOrderParties(
  db: DbOrTx,
  userId: string,
  serviceId: string,
): Promise<{ customer: OrderCustomer; service: OrderService } | undefined> {
  const [customer, service] = await Promise.all([findOrderCustomer(db, userId), findOrderService(db, serviceId)]);
  return customer && service ? { customer, service } : undefined;
}
