import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { jpegWithGps, photoForm, postPhoto } from '../../../test/photo-uploads';

/**
 * Decision 046's permission table, cell by cell, through HTTP: every route below answers 401
 * without a token, 403 (FORBIDDEN) to a role it refuses, and serves a role it allows (whatever
 * the answer to the request's content, never 401 or 403).
 */
type Cell = 'allow' | 'deny';
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  staff: Cell;
  user: Cell;
  admin: Cell;
  payload?: object;
}

describe('the permission table of the staff role (decision 046)', () => {
  let t: TestApp;
  const as: Record<'staff' | 'user' | 'admin', TestUser | undefined> = {
    staff: undefined,
    user: undefined,
    admin: undefined,
  };
  let orderId = '';
  let quotationId = '';
  let customerId = '';
  let vehicleId = '';
  let spareVehicleId = '';
  const noPhoto = '00000000-0000-4000-8000-000000000001';
  const item = { kind: 'item', description: 'Fiberglass bathtub', dimensions: '170 × 75 cm' };

  beforeAll(async () => {
    t = await createTestApp();
    as.admin = await createAdmin(t);
    as.staff = await createUser(t, { role: 'staff', name: 'Ravi Technician' });
    as.user = await createUser(t, { name: 'Asha Patil' });
    const service = await createService(t, { name: 'Bonnet repaint', price: 4000 });
    orderId = (await createOrder(t, as.user.user, service)).id;
    quotationId = (await createQuotation(t, as.user.user, service)).id;
    customerId = as.user.user.id;
    const addVehicle = () =>
      t.app.inject({ method: 'POST', url: '/api/vehicles', headers: as.user?.headers, payload: item });
    vehicleId = (await addVehicle()).json().vehicle._id;
    spareVehicleId = (await addVehicle()).json().vehicle._id;
  });
  afterAll(async () => t.close());

  const table = (): Row[] => [
    // The floor
    { method: 'GET', url: '/api/board', staff: 'allow', user: 'deny', admin: 'allow' },
    { method: 'GET', url: '/api/workshop/stages', staff: 'allow', user: 'allow', admin: 'allow' },
    { method: 'PUT', url: '/api/workshop/stages', staff: 'deny', user: 'deny', admin: 'allow', payload: {} },
    { method: 'GET', url: `/api/orders/${orderId}/job`, staff: 'allow', user: 'deny', admin: 'allow' },
    { method: 'PATCH', url: `/api/orders/${orderId}/stage`, staff: 'allow', user: 'deny', admin: 'allow', payload: {} },
    { method: 'POST', url: `/api/orders/${orderId}/notes`, staff: 'allow', user: 'deny', admin: 'allow', payload: {} },
    {
      method: 'PATCH',
      url: `/api/orders/${orderId}/assignment`,
      staff: 'deny',
      user: 'deny',
      admin: 'allow',
      payload: {},
    },
    { method: 'DELETE', url: '/api/demo-jobs', staff: 'deny', user: 'deny', admin: 'allow' },
    // Photos of a job (uploads are multipart: checked in their own test below)
    { method: 'GET', url: `/api/orders/${orderId}/photos`, staff: 'allow', user: 'allow', admin: 'allow' },
    {
      method: 'PATCH',
      url: `/api/orders/${orderId}/photos/${noPhoto}`,
      staff: 'deny',
      user: 'deny',
      admin: 'allow',
      payload: {},
    },
    { method: 'DELETE', url: `/api/orders/${orderId}/photos/${noPhoto}`, staff: 'deny', user: 'deny', admin: 'allow' },
    // A customer's vehicles: staff look, never change (the customer, first, removes the spare one)
    { method: 'GET', url: `/api/vehicles?userId=${customerId}`, staff: 'allow', user: 'allow', admin: 'allow' },
    {
      method: 'POST',
      url: `/api/vehicles?userId=${customerId}`,
      staff: 'deny',
      user: 'allow',
      admin: 'allow',
      payload: item,
    },
    { method: 'PUT', url: `/api/vehicles/${vehicleId}`, staff: 'deny', user: 'allow', admin: 'allow', payload: item },
    { method: 'DELETE', url: `/api/vehicles/${spareVehicleId}`, staff: 'deny', user: 'allow', admin: 'allow' },
    // The job story and its tracking link (payments and the invoice are on it)
    { method: 'GET', url: `/api/orders/${orderId}/timeline`, staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'POST', url: `/api/orders/${orderId}/share-link`, staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'DELETE', url: `/api/orders/${orderId}/share-link`, staff: 'deny', user: 'allow', admin: 'allow' },
    // Orders and their money
    { method: 'GET', url: '/api/orders', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: '/api/orders/my', staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'GET', url: '/api/orders/stats', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: '/api/orders/export.csv', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: `/api/orders/${orderId}`, staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'PATCH', url: `/api/orders/${orderId}/status`, staff: 'deny', user: 'deny', admin: 'allow', payload: {} },
    { method: 'POST', url: '/api/orders', staff: 'deny', user: 'deny', admin: 'allow', payload: {} },
    {
      method: 'DELETE',
      url: '/api/orders/00000000-0000-4000-8000-000000000000',
      staff: 'deny',
      user: 'deny',
      admin: 'allow',
    },
    // Payments and invoices
    { method: 'GET', url: `/api/orders/${orderId}/payments`, staff: 'deny', user: 'allow', admin: 'allow' },
    {
      method: 'POST',
      url: `/api/orders/${orderId}/payments`,
      staff: 'deny',
      user: 'deny',
      admin: 'allow',
      payload: {},
    },
    { method: 'GET', url: '/api/payments/history', staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'POST', url: '/api/payments/create-order', staff: 'deny', user: 'allow', admin: 'deny', payload: {} },
    { method: 'GET', url: `/api/invoices/${orderId}/pdf`, staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'POST', url: `/api/invoices/${orderId}/issue`, staff: 'deny', user: 'deny', admin: 'allow' },
    // Quotations (prices)
    { method: 'GET', url: '/api/quotations/user', staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'GET', url: '/api/quotations/admin', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: '/api/quotations/stats', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: `/api/quotations/${quotationId}`, staff: 'deny', user: 'allow', admin: 'allow' },
    // Users, the activity log, enquiries, services, settings
    { method: 'GET', url: '/api/users', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: '/api/users/stats', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: `/api/users/${orderId}`, staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'POST', url: '/api/users/create', staff: 'deny', user: 'deny', admin: 'allow', payload: {} },
    { method: 'GET', url: '/api/activity', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'GET', url: '/api/contact', staff: 'deny', user: 'deny', admin: 'allow' },
    { method: 'POST', url: '/api/services', staff: 'deny', user: 'deny', admin: 'allow', payload: {} },
    { method: 'GET', url: '/api/settings/workshop', staff: 'deny', user: 'allow', admin: 'allow' },
    { method: 'PUT', url: '/api/settings/workshop', staff: 'deny', user: 'deny', admin: 'allow', payload: {} },
    // Their own account
    { method: 'GET', url: '/api/auth/me', staff: 'allow', user: 'allow', admin: 'allow' },
  ];

  const send = (row: Row, who: TestUser | null) =>
    t.app.inject({
      method: row.method,
      url: row.url,
      headers: who?.headers ?? {},
      ...(row.payload && { payload: row.payload }),
    });

  it('answers 401 to every route of the table without a token', async () => {
    for (const row of table()) {
      const res = await send(row, null);
      expect(res.statusCode, `${row.method} ${row.url}`).toBe(401);
    }
  });

  it.each(['staff', 'user', 'admin'] as const)('serves or refuses %s exactly as the table says', async (role) => {
    for (const row of table()) {
      const res = await send(row, as[role] ?? null);
      const where = `${role}: ${row.method} ${row.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (row[role] === 'deny') {
        expect(res.statusCode, where).toBe(403);
        expect(res.json(), where).toMatchObject({ code: 'FORBIDDEN' });
      } else {
        expect([401, 403], where).not.toContain(res.statusCode);
        expect(res.statusCode, where).toBeLessThan(500);
      }
    }
  });

  it("keeps the job's money and the customer's contact details out of what staff read", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/job`, headers: as.staff?.headers });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    for (const word of ['price', 'Price', 'total', 'amount', 'payment', 'invoice', 'email', 'phone']) {
      expect(text).not.toContain(word);
    }
    expect(res.json()).toMatchObject({ customerName: 'Asha Patil', serviceName: 'Bonnet repaint' });
  });

  it('lets staff add a photo to any job, which the customer then sees, and refuses the customer', async () => {
    const form = async () => photoForm({ label: 'progress' }, { bytes: await jpegWithGps() });
    const url = `/api/orders/${orderId}/photos`;
    const byStaff = await postPhoto(t, url, as.staff ?? null, await form());
    expect(byStaff.statusCode).toBe(201);
    const byCustomer = await postPhoto(t, url, as.user ?? null, await form());
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const seen = await t.app.inject({ method: 'GET', url, headers: as.user?.headers });
    expect(seen.json().photos.map((photo: { _id: string }) => photo._id)).toContain(byStaff.json().photo._id);
  });

  it("shows staff a customer's vehicles and a job's photos without the customer's phone or email", async () => {
    for (const url of [`/api/vehicles?userId=${customerId}`, `/api/orders/${orderId}/photos`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: as.staff?.headers });
      expect(res.statusCode, url).toBe(200);
      for (const word of ['email', 'phone', as.user?.user.email ?? '-']) expect(res.body, url).not.toContain(word);
    }
  });

  it('lets the admin create a staff account, which signs in and reaches the board', async () => {
    const account = {
      name: 'Meena Kale',
      email: 'meena.kale@example.com',
      password: 'Workshop-floor-2026',
      role: 'staff',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: as.admin?.headers,
      payload: account,
    });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const { accessToken, user } = login.json<{ accessToken: string; user: { role: string } }>();
    expect(user.role).toBe('staff');
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/board',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(board.statusCode).toBe(200);
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(orders.statusCode).toBe(403);
  });
});
