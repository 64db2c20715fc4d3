import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/orders';
import type { TestApp } from './build-app';
import type { TestUser } from './factories';

/** The customer adds a Maruti Swift with this registration (as typed), and the order names it. */
export async function giveOrderASwift(t: TestApp, customer: TestUser, orderId: string, registration: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vehicles',
    headers: customer.headers,
    payload: { kind: 'vehicle', registration, make: 'Maruti', model: 'Swift' },
  });
  if (res.statusCode !== 201) throw new Error(`vehicle not added: ${res.body}`);
  await t.db.update(orders).set({ vehicleId: res.json().vehicle._id }).where(eq(orders.id, orderId));
}
