import type { JobStory, ShareLinkAnswer } from '@karigar/domain/job-story';
import { indiaDate } from '@karigar/domain/recorded-payment';
import type { StagesAnswer } from '@karigar/domain/workshop-floor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { orderShareLinks } from '../../db/schema/order-share-links';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import type { ServiceRow } from '../../db/schema/services';
import { TOKEN_LINK_CALLS_PER_IP } from '../../plugins/rate-limits';

describe('the job story: GET /api/orders/:id/timeline, share links and GET /api/track/:token', () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  let stranger: TestUser;
  let service: ServiceRow;
  let stageIds: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    staff = await createUser(t, { role: 'staff' });
    customer = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    stranger = await createUser(t, { name: 'Other Customer' });
    service = await createService(t, { name: 'Bonnet repaint', price: 4000 });
    const stages = (
      await t.app.inject({ method: 'GET', url: '/api/workshop/stages', headers: admin.headers })
    ).json<StagesAnswer>();
    stageIds = Object.fromEntries(stages.stages.map((stage) => [stage.nameEn, stage.id]));
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload && { payload }) });
  /** The admin records a cash advance of ₹1,000 today. */
  const pay = async (orderId: string) => {
    const res = await call('POST', `/api/orders/${orderId}/payments`, admin, {
      method: 'cash',
      amount: 1000,
      paidAt: indiaDate(new Date()),
    });
    expect(res.statusCode).toBe(201);
  };
  const move = (orderId: string, stage: string) =>
    call('PATCH', `/api/orders/${orderId}/stage`, staff, { stageId: stageIds[stage] });

  it('tells the customer the story, newest last: the order, stages reached, the promise and payments', async () => {
    const order = await createOrder(t, customer.user, service);
    await pay(order.id);
    await move(order.id, 'Vehicle received');
    await call('PATCH', `/api/orders/${order.id}/assignment`, admin, { promisedDate: '2026-12-05' });
    await move(order.id, 'Paint');
    const res = await call('GET', `/api/orders/${order.id}/timeline`, customer);
    expect(res.statusCode).toBe(200);
    const story = res.json<JobStory>();
    expect(story).toMatchObject({
      status: 'In Progress',
      stageNameEn: 'Paint',
      stageNameMr: 'रंगकाम',
      promisedDate: '2026-12-05',
    });
    const kinds = story.entries.map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind !== 'payment')).toEqual(['order_placed', 'stage', 'promise', 'stage']);
    expect(story.entries.find((entry) => entry.kind === 'payment')?.amount).toBe(1000);
    expect(story.entries.filter((entry) => entry.kind === 'stage').map((entry) => entry.stageNameEn)).toEqual([
      'Vehicle received',
      'Paint',
    ]);
    const times = story.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
  });

  it("is the customer's and the admin's: 401, 403 for staff, 404 for another customer", async () => {
    const order = await createOrder(t, customer.user, service);
    expect((await call('GET', `/api/orders/${order.id}/timeline`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/orders/${order.id}/timeline`, staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/orders/${order.id}/timeline`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${order.id}/timeline`, admin)).statusCode).toBe(200);
  });

  it('opens the story without money through a tracking link, stores only its hash, and revokes it', async () => {
    const order = await createOrder(t, customer.user, service);
    await pay(order.id);
    await move(order.id, 'Primer');
    const made = await call('POST', `/api/orders/${order.id}/share-link`, customer);
    expect(made.statusCode).toBe(201);
    const { url } = made.json<ShareLinkAnswer>();
    expect(url).toMatch(/^http:\/\/karigar\.test\/track\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').at(-1) ?? '';
    const [stored] = await t.db.select().from(orderShareLinks).where(eq(orderShareLinks.orderId, order.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const tracked = await call('GET', `/api/track/${token}`, null);
    expect(tracked.statusCode).toBe(200);
    const story = tracked.json<JobStory>();
    expect(story.stageNameEn).toBe('Primer');
    expect(story.entries.find((entry) => entry.kind === 'payment')).toMatchObject({ amount: null });
    expect(tracked.body).not.toContain('asha@example.com');
    expect(tracked.body).not.toContain('Asha Patil');
    expect(tracked.headers['cache-control']).toBe('no-store');

    // A new link replaces the old one; revoking ends it.
    const second = (await call('POST', `/api/orders/${order.id}/share-link`, admin)).json<ShareLinkAnswer>().url;
    expect((await call('GET', `/api/track/${token}`, null)).statusCode).toBe(404);
    const secondToken = second.split('/').at(-1) ?? '';
    expect((await call('GET', `/api/track/${secondToken}`, null)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/orders/${order.id}/share-link`, customer)).statusCode).toBe(200);
    const revoked = await call('GET', `/api/track/${secondToken}`, null);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ code: 'SHARE_LINK_INVALID' });
  });

  it('lets only the customer and the admin make or revoke a link', async () => {
    const order = await createOrder(t, customer.user, service);
    expect((await call('POST', `/api/orders/${order.id}/share-link`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/orders/${order.id}/share-link`, staff)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/${order.id}/share-link`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/orders/${order.id}/share-link`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/track/not-a-token', null)).statusCode).toBe(404);
  });

  it('expires a link 30 days after the job was delivered', async () => {
    const order = await createOrder(t, customer.user, service);
    const { url } = (await call('POST', `/api/orders/${order.id}/share-link`, customer)).json<ShareLinkAnswer>();
    const token = url.split('/').at(-1) ?? '';
    await move(order.id, 'Delivered');
    expect((await call('GET', `/api/track/${token}`, null)).statusCode).toBe(200);
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.db.update(orderStatusHistory).set({ createdAt: monthAgo }).where(eq(orderStatusHistory.orderId, order.id));
    expect((await call('GET', `/api/track/${token}`, null)).statusCode).toBe(404);
  });

  it('takes at most 30 calls a minute from one address, as pay links do', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < TOKEN_LINK_CALLS_PER_IP.max; i++)
      expect((await t.app.inject({ method: 'GET', url: `/api/track/guess-${i}`, ...from })).statusCode).toBe(404);
    const limited = await t.app.inject({ method: 'GET', url: '/api/track/guess-last', ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
