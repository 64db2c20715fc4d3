import { indiaDate } from '@karigar/domain/recorded-payment';
import type { BoardAnswer, JobChangedAnswer } from '@karigar/domain/workshop-floor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { jpegWithGps, photoForm, postPhoto } from '../../../test/photo-uploads';
import { giveOrderASwift } from '../../../test/vehicle-factories';
import { orderStageHistory } from '../../db/schema/order-stage-history';
import type { ServiceRow } from '../../db/schema/services';

const dayFrom = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('GET /api/board and PATCH /api/orders/:id/assignment', () => {
  let t: TestApp;
  let admin: TestUser;
  let ravi: TestUser;
  let meena: TestUser;
  let customer: TestUser;
  let service: ServiceRow;
  const today = indiaDate(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    ravi = await createUser(t, { role: 'staff', name: 'Ravi Shinde' });
    meena = await createUser(t, { role: 'staff', name: 'Meena Kale' });
    customer = await createUser(t, { name: 'Asha Patil', language: 'mr' });
    service = await createService(t, { name: 'Bumper repair', price: 3500 });
  });
  beforeEach(async () => t.clearMail());
  afterAll(async () => t.close());

  const assign = (orderId: string, payload: object, user: TestUser = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/assignment`, headers: user.headers, payload });
  const board = async (query = '', user: TestUser = ravi) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/board${query}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json<BoardAnswer>();
  };

  it('assigns a technician and a promised day, keeps the promise in the history and mails the customer', async () => {
    const order = await createOrder(t, customer.user, service);
    const promised = dayFrom(today, 3);
    const res = await assign(order.id, { technicianId: ravi.user.id, promisedDate: promised });
    expect(res.statusCode).toBe(200);
    const job = res.json<JobChangedAnswer>().order;
    expect(job).toMatchObject({ technician: { _id: ravi.user.id, name: 'Ravi Shinde' }, promisedDate: promised });
    expect(job.history).toEqual([expect.objectContaining({ event: 'promise', promisedDate: promised })]);
    const mails = await t.mail();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(customer.user.email);
    expect(mails[0]?.subject).toContain('डिलिव्हरी तारीख');

    // A changed promise is kept beside the first; the technician alone changes no promise and mails nobody.
    await t.clearMail();
    await assign(order.id, { promisedDate: dayFrom(today, 5) });
    await assign(order.id, { technicianId: meena.user.id });
    const rows = await t.db.select().from(orderStageHistory).where(eq(orderStageHistory.orderId, order.id));
    expect(rows.map((row) => row.promisedDate)).toEqual([promised, dayFrom(today, 5)]);
    expect(await t.mail()).toHaveLength(1);
  });

  it('refuses a customer as technician, a date that is not a day, and staff changing the assignment', async () => {
    const order = await createOrder(t, customer.user, service);
    const customerAsTechnician = await assign(order.id, { technicianId: customer.user.id });
    expect(customerAsTechnician.statusCode).toBe(400);
    expect(customerAsTechnician.json()).toMatchObject({ fieldCodes: { technicianId: 'TECHNICIAN_INVALID' } });
    const badDate = await assign(order.id, { promisedDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ fieldCodes: { promisedDate: 'PROMISED_DATE_INVALID' } });
    const byStaff = await assign(order.id, { technicianId: ravi.user.id }, ravi);
    expect(byStaff.statusCode).toBe(403);
    expect((await assign('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
  });

  it('shows open jobs by stage with their technician and promise, filtered by technician, due today and overdue', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await createAdmin(fresh);
      const tech = await createUser(fresh, { role: 'staff', name: 'Ravi Shinde' });
      const other = await createUser(fresh, { role: 'staff', name: 'Meena Kale' });
      const owner = await createUser(fresh, { name: 'Asha Patil' });
      const paint = await createService(fresh, { name: 'Roof paint', price: 9000 });
      const dueToday = await createOrder(fresh, owner.user, paint);
      const late = await createOrder(fresh, owner.user, paint);
      const later = await createOrder(fresh, owner.user, paint);
      const cancelled = await createOrder(fresh, owner.user, paint, { status: 'Cancelled' });
      const put = (id: string, payload: object) =>
        fresh.app.inject({ method: 'PATCH', url: `/api/orders/${id}/assignment`, headers: boss.headers, payload });
      await put(dueToday.id, { technicianId: tech.user.id, promisedDate: today });
      await put(late.id, { technicianId: other.user.id, promisedDate: dayFrom(today, -2) });
      await put(later.id, { promisedDate: dayFrom(today, 4) });
      const read = async (query = '') =>
        (
          await fresh.app.inject({ method: 'GET', url: `/api/board${query}`, headers: tech.headers })
        ).json<BoardAnswer>();

      const all = await read();
      expect(all.today).toBe(today);
      expect(all.stages).toHaveLength(8);
      expect(all.technicians.map((person) => person.name)).toEqual(['Meena Kale', 'Ravi Shinde', 'Workshop Admin']);
      expect(all.items.map((item) => item._id)).toEqual([late.id, dueToday.id, later.id]);
      expect(all.items.map((item) => item._id)).not.toContain(cancelled.id);
      expect(all.items[0]).toMatchObject({
        customerName: 'Asha Patil',
        technician: { name: 'Meena Kale' },
        vehicleLabel: null,
        photoCount: 0,
        stageId: null,
      });
      expect(JSON.stringify(all)).not.toContain(owner.user.email);
      expect((await read('?due=today')).items.map((item) => item._id)).toEqual([dueToday.id]);
      expect((await read('?due=overdue')).items.map((item) => item._id)).toEqual([late.id]);
      expect((await read(`?technicianId=${tech.user.id}`)).items.map((item) => item._id)).toEqual([dueToday.id]);
    } finally {
      await fresh.close();
    }
  });

  it("names the job's vehicle, counts its photos (internal ones too) and finds it by registration", async () => {
    const order = await createOrder(t, customer.user, service);
    await giveOrderASwift(t, customer, order.id, 'mh12ab1234');
    for (const internal of ['false', 'true']) {
      const form = photoForm({ label: 'progress', internal }, { bytes: await jpegWithGps() });
      expect((await postPhoto(t, `/api/orders/${order.id}/photos`, ravi, form)).statusCode).toBe(201);
    }
    const expected = { vehicleLabel: 'MH 12 AB 1234 · Maruti Swift', photoCount: 2 };
    expect((await board()).items.find((item) => item._id === order.id)).toMatchObject(expected);
    const job = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/job`, headers: ravi.headers });
    expect(job.json()).toMatchObject(expected);
    // Searched by registration, as typed: only this job.
    expect((await board('?registration=mh12%20ab-12')).items.map((item) => item._id)).toEqual([order.id]);
    expect((await board('?registration=KA01')).items).toEqual([]);
  });

  it("is the floor workers' only: 401 without a token, 403 to a customer", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/board' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/board', headers: customer.headers });
    expect(res.statusCode).toBe(403);
    expect((await board('', admin)).demoAllowed).toBe(true);
  });
});
