import type { Order } from '@karigar/domain/order-answer';
import type { JobChangedAnswer, Stage, StagesAnswer } from '@karigar/domain/workshop-floor';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder, orderRow } from '../../../test/order-factories';
import { activities } from '../../db/schema/activities';
import { orderStageHistory } from '../../db/schema/order-stage-history';
import type { ServiceRow } from '../../db/schema/services';

describe('PATCH /api/orders/:id/stage', () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  let service: ServiceRow;
  let stages: Stage[];
  const stage = (nameEn: string) => {
    const found = stages.find((candidate) => candidate.nameEn === nameEn);
    if (!found) throw new Error(`no stage ${nameEn}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    staff = await createUser(t, { role: 'staff', name: 'Ravi Technician' });
    customer = await createUser(t, { name: 'Sunita Jadhav', language: 'mr' });
    service = await createService(t, { name: 'Full body paint', price: 25000 });
    const res = await t.app.inject({ method: 'GET', url: '/api/workshop/stages', headers: staff.headers });
    stages = res.json<StagesAnswer>().stages;
  });
  beforeEach(async () => t.clearMail());
  afterAll(async () => t.close());

  const move = (orderId: string, stageId: unknown, user: TestUser = staff) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/stage`, headers: user.headers, payload: { stageId } });

  it('starts the work when staff move a pending job into the first stage, and keeps who moved it and when', async () => {
    const order = await createOrder(t, customer.user, service);
    const res = await move(order.id, stage('Vehicle received').id);
    expect(res.statusCode).toBe(200);
    const body = res.json<JobChangedAnswer>();
    expect(body.message).toBe('Job moved');
    expect(body.order).toMatchObject({ _id: order.id, status: 'In Progress', stageId: stage('Vehicle received').id });
    expect(body.order.history).toEqual([
      expect.objectContaining({
        event: 'stage',
        stageNameEn: 'Vehicle received',
        actor: { _id: staff.user.id, name: 'Ravi Technician' },
      }),
    ]);
    expect((await orderRow(t, order.id))?.status).toBe('In Progress');
    const rows = await t.db.select().from(orderStageHistory).where(eq(orderStageHistory.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, order.id), eq(activities.action, 'order_stage_changed')));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.params).toMatchObject({
      actor: 'Ravi Technician',
      stage: 'Vehicle received',
      stageMr: 'वाहन दाखल झाले',
    });
    // The status change went through the orders' own change: its history, activity row and mail.
    const admins = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: admin.headers });
    expect(admins.json<Order>().statusHistory?.at(-1)).toMatchObject({ from: 'Pending', to: 'In Progress' });
    expect((await t.mail()).map((mail) => mail.to)).toEqual([customer.user.email]);
  });

  it('mails the customer in their language when the job is ready for pickup, and completes it at Delivered', async () => {
    const order = await createOrder(t, customer.user, service, { status: 'In Progress' });
    await move(order.id, stage('Paint').id);
    await t.clearMail();
    const ready = await move(order.id, stage('Ready for pickup').id);
    expect(ready.json<JobChangedAnswer>().order.status).toBe('In Progress');
    const mails = await t.mail();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: customer.user.email });
    expect(mails[0]?.subject).toContain('घेऊन जाण्यासाठी तयार');
    expect(mails[0]?.text).toContain(`/user/orders/${order.id}`);

    const delivered = await move(order.id, stage('Delivered').id);
    expect(delivered.json<JobChangedAnswer>().order.status).toBe('Completed');
    expect(delivered.json<JobChangedAnswer>().order.history.map((event) => event.stageNameEn)).toEqual([
      'Paint',
      'Ready for pickup',
      'Delivered',
    ]);
  });

  it('changes nothing when the job is already in that stage', async () => {
    const order = await createOrder(t, customer.user, service);
    await move(order.id, stage('Primer').id);
    const again = await move(order.id, stage('Primer').id);
    expect(again.statusCode).toBe(200);
    expect(again.json<JobChangedAnswer>().order.history).toHaveLength(1);
  });

  it('refuses to move a cancelled order: it is off the board', async () => {
    const order = await createOrder(t, customer.user, service, { status: 'Cancelled' });
    const res = await move(order.id, stage('Paint').id, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_CANCELLED_OFF_FLOOR' });
    expect((await orderRow(t, order.id))?.stageId).toBeNull();
  });

  it('answers 400 with the field for a stage that does not exist, 404 for an unknown job, 401 and 403', async () => {
    const order = await createOrder(t, customer.user, service);
    const unknownStage = await move(order.id, '00000000-0000-4000-8000-000000000000');
    expect(unknownStage.statusCode).toBe(400);
    expect(unknownStage.json()).toMatchObject({ fieldCodes: { stageId: 'STAGE_NOT_FOUND' } });
    const notAStage = await move(order.id, 'paint');
    expect(notAStage.statusCode).toBe(400);
    expect(notAStage.json()).toMatchObject({ fieldCodes: { stageId: 'STAGE_NOT_FOUND' } });
    expect((await move('00000000-0000-4000-8000-000000000000', stage('Paint').id)).statusCode).toBe(404);
    expect((await move('not-an-id', stage('Paint').id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/stage`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const byCustomer = await move(order.id, stage('Paint').id, customer);
    expect(byCustomer.statusCode).toBe(403);
    expect((await orderRow(t, order.id))?.stageId).toBeNull();
  });

  it('lets staff and admins write notes on a job, newest first', async () => {
    const order = await createOrder(t, customer.user, service);
    const note = (body: string, user: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/notes`, headers: user.headers, payload: { body } });
    expect((await note('Scratch on the left door too', staff)).statusCode).toBe(201);
    const res = await note('Customer wants metallic finish', admin);
    expect(res.json<JobChangedAnswer>().order.notes.map((n) => [n.body, n.author?.name])).toEqual([
      ['Customer wants metallic finish', admin.user.name],
      ['Scratch on the left door too', 'Ravi Technician'],
    ]);
    const empty = await note('   ', staff);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldCodes: { body: 'NOTE_REQUIRED' } });
  });
});
