import type { OrderStatus } from '@karigar/domain/order';
import type { PricingResult } from '@karigar/domain/pricing';
import type { Tx } from '../../db/client';
import { buildOrderValues } from './order-values';
import {
  deleteOrderRow,
  findDemoOrders,
  insertOrder,
  insertOrderStatusChange,
  type OrderCustomer,
  type OrderService,
} from './orders.repository';

export interface DemoOrderInput {
  customer: OrderCustomer;
  service: OrderService;
  pricing: PricingResult;
  details: string;
  status: OrderStatus;
  createdBy: string;
}

/**
 * A demo order for a trial install's board (the workshop floor's demo jobs): counted like any
 * order, marked demo, with its first history line; no mail (the customer is made up) and no
 * activity row of its own (the load has one). Answers its id.
 */
export async function insertDemoOrder(tx: Tx, input: DemoOrderInput): Promise<string> {
  const values = buildOrderValues({ ...input, origin: 'manual' });
  const row = await insertOrder(tx, { ...values, status: input.status, demo: true });
  await insertOrderStatusChange(tx, {
    orderId: row.id,
    fromStatus: null,
    toStatus: input.status,
    actorId: input.createdBy,
  });
  return row.id;
}

/** Removes every demo order (their history, notes and links go with them). Answers how many. */
export async function deleteDemoOrders(tx: Tx): Promise<number> {
  const demo = await findDemoOrders(tx);
  for (const order of demo) await deleteOrderRow(tx, order);
  return demo.length;
}
