import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';

describe('/api/vehicles', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    other = await createUser(t, { name: 'Ravi Kale' });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    t.app.inject({ method, url, ...(who && { headers: who.headers }), ...(payload && { payload }) });
  const addCar = (who: TestUser, registration: string, url = '/api/vehicles') =>
    call('POST', url, who, { kind: 'vehicle', registration, make: 'Maruti', model: 'Swift', colour: 'Pearl white' });

  it('refuses every path without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/vehicles'],
      ['POST', '/api/vehicles'],
      ['PUT', '/api/vehicles/x'],
      ['DELETE', '/api/vehicles/x'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('TOKEN_MISSING');
    }
  });

  it('stores a registration normalised and answers it with spaces', async () => {
    const res = await addCar(customer, 'mh-12 ab 1234');
    expect(res.statusCode).toBe(201);
    expect(res.json().vehicle).toMatchObject({
      kind: 'vehicle',
      registration: 'MH 12 AB 1234',
      make: 'Maruti',
      model: 'Swift',
      userId: customer.user.id,
    });
  });

  it('takes a BH-series registration and an odometer reading', async () => {
    const res = await call('POST', '/api/vehicles', customer, {
      kind: 'vehicle',
      registration: '22bh1234aa',
      odometerKm: '45210',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().vehicle).toMatchObject({ registration: '22 BH 1234 AA', odometerKm: 45210 });
  });

  it('refuses a registration that is no Indian one, and a missing one, with field codes', async () => {
    const bad = await addCar(customer, 'ZZ 99 1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldCodes).toEqual({ registration: 'REGISTRATION_INVALID' });
    const missing = await call('POST', '/api/vehicles', customer, { kind: 'vehicle', registration: ' ' });
    expect(missing.json().fieldCodes).toEqual({ registration: 'REGISTRATION_REQUIRED' });
    const odometer = await call('POST', '/api/vehicles', customer, {
      kind: 'vehicle',
      registration: 'MH12AB1',
      odometerKm: -3,
    });
    expect(odometer.json().fieldCodes).toEqual({ odometerKm: 'ODOMETER_INVALID' });
  });

  it('keeps a fiberglass item with a description and optional dimensions', async () => {
    const res = await call('POST', '/api/vehicles', customer, {
      kind: 'item',
      description: 'Bathtub',
      dimensions: '170 × 75 cm',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().vehicle).toMatchObject({ kind: 'item', registration: null, description: 'Bathtub' });
    const empty = await call('POST', '/api/vehicles', customer, { kind: 'item', description: '' });
    expect(empty.json().fieldCodes).toEqual({ description: 'ITEM_DESCRIPTION_REQUIRED' });
  });

  it('lists only the customer’s own, and refuses naming someone else', async () => {
    await addCar(other, 'KA 01 MN 4321');
    const own = await call('GET', '/api/vehicles', customer);
    expect(own.statusCode).toBe(200);
    const owners = new Set(own.json().vehicles.map((v: { userId: string }) => v.userId));
    expect([...owners]).toEqual([customer.user.id]);
    const theirs = await call('GET', `/api/vehicles?userId=${other.user.id}`, customer);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe('FORBIDDEN');
  });

  it('lets the admin list and add anyone’s, and answers 404 for an unknown account', async () => {
    const added = await addCar(admin, 'MH 14 CD 5678', `/api/vehicles?userId=${other.user.id}`);
    expect(added.statusCode).toBe(201);
    expect(added.json().vehicle.userId).toBe(other.user.id);
    const listed = await call('GET', `/api/vehicles?userId=${other.user.id}`, admin);
    expect(listed.json().vehicles.map((v: { registration: string }) => v.registration)).toEqual([
      'KA 01 MN 4321',
      'MH 14 CD 5678',
    ]);
    const unknown = await call('GET', `/api/vehicles?userId=${crypto.randomUUID()}`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
  });

  it('updates and deletes the owner’s vehicle, and answers 404 for someone else’s', async () => {
    const id = (await addCar(customer, 'MH 12 XY 9')).json().vehicle._id as string;
    const foreign = await call('PUT', `/api/vehicles/${id}`, other, { kind: 'vehicle', registration: 'MH12XY9' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('VEHICLE_NOT_FOUND');
    expect((await call('DELETE', `/api/vehicles/${id}`, other)).statusCode).toBe(404);

    const changed = await call('PUT', `/api/vehicles/${id}`, customer, {
      kind: 'vehicle',
      registration: 'MH 12 XY 9999',
      colour: 'Red',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().vehicle).toMatchObject({ registration: 'MH 12 XY 9999', colour: 'Red', make: '' });

    const byAdmin = await call('PUT', `/api/vehicles/${id}`, admin, { kind: 'item', description: 'Bonnet' });
    expect(byAdmin.json().vehicle).toMatchObject({ kind: 'item', registration: null, description: 'Bonnet' });

    expect((await call('DELETE', `/api/vehicles/${id}`, customer)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/vehicles/${id}`, customer)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/vehicles/not-a-uuid', customer)).statusCode).toBe(404);
  });
});
