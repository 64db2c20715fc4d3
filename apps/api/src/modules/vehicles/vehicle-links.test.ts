import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import type { ServiceRow } from '../../db/schema/services';

describe('quotations and orders naming a vehicle', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let service: ServiceRow;
  let carId: string;
  let othersCarId: string;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    other = await createUser(t, { name: 'Ravi Kale' });
    admin = await createAdmin(t);
    service = await createService(t, { name: 'Bumper respray', price: 6000 });
    const add = async (who: TestUser, registration: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/vehicles',
          headers: who.headers,
          payload: { kind: 'vehicle', registration, make: 'Tata', model: 'Nexon' },
        })
      ).json().vehicle._id as string;
    carId = await add(customer, 'MH 12 AB 1234');
    othersCarId = await add(other, '22 BH 4321 AA');
  });
  afterAll(() => t.close());

  const requestQuotation = (vehicleId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotations/request',
      headers: customer.headers,
      payload: { service: service.id, quotationPrice: 5000, details: 'Scratched bumper', vehicleId },
    });
  const manualOrder = (userId: string, vehicleId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin.headers,
      payload: { userId, serviceId: service.id, quantity: 1, vehicleId },
    });

  it('shows the customer’s vehicle on their request and on the order it becomes', async () => {
    const requested = await requestQuotation(carId);
    expect(requested.statusCode).toBe(201);
    const quotation = requested.json().quotation;
    expect(quotation.vehicle).toMatchObject({ _id: carId, registration: 'MH 12 AB 1234', make: 'Tata' });

    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${quotation._id}/action`,
      headers: customer.headers,
      payload: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    const orderId = accepted.json().orderId as string;
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: customer.headers });
    expect(order.json().vehicle).toMatchObject({ _id: carId, registration: 'MH 12 AB 1234' });
  });

  it('refuses naming someone else’s vehicle, on a request and on a manual order', async () => {
    const request = await requestQuotation(othersCarId);
    expect(request.statusCode).toBe(400);
    expect(request.json().fieldCodes).toEqual({ vehicleId: 'VEHICLE_NOT_FOUND' });
    const order = await manualOrder(customer.user.id, othersCarId);
    expect(order.statusCode).toBe(400);
    expect(order.json().fieldCodes).toEqual({ vehicleId: 'VEHICLE_NOT_FOUND' });
  });

  it('finds orders by registration however it is typed', async () => {
    const made = await manualOrder(other.user.id, othersCarId);
    expect(made.statusCode).toBe(201);
    const search = async (text: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders?search=${encodeURIComponent(text)}`,
          headers: admin.headers,
        })
      )
        .json()
        .orders.map((o: { vehicle: { registration: string } | null }) => o.vehicle?.registration);
    expect(await search('22 bh 4321')).toEqual(['22 BH 4321 AA']);
    expect(await search('22BH4321AA')).toEqual(['22 BH 4321 AA']);
    expect(await search('mh12ab')).toEqual(['MH 12 AB 1234']);
    expect(await search('Nexon 9')).toEqual([]);
  });
});
