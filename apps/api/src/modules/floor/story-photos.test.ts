import type { JobStory, ShareLinkAnswer } from '@karigar/domain/job-story';
import type { StagesAnswer } from '@karigar/domain/workshop-floor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { jpegWithGps, photoForm, postPhoto } from '../../../test/photo-uploads';
import { giveOrderASwift } from '../../../test/vehicle-factories';

describe("the job story's photos and vehicle", () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  let stageIds: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    staff = await createUser(t, { role: 'staff' });
    customer = await createUser(t, { name: 'Asha Patil' });
    const stages = (
      await t.app.inject({ method: 'GET', url: '/api/workshop/stages', headers: admin.headers })
    ).json<StagesAnswer>();
    stageIds = Object.fromEntries(stages.stages.map((stage) => [stage.nameEn, stage.id]));
  });
  afterAll(async () => t.close());

  const move = (orderId: string, stage: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/stage`,
      headers: staff.headers,
      payload: { stageId: stageIds[stage] },
    });
  const snap = async (orderId: string, fields: Record<string, string>): Promise<string> => {
    const res = await postPhoto(
      t,
      `/api/orders/${orderId}/photos`,
      staff,
      photoForm(fields, { bytes: await jpegWithGps() }),
    );
    expect(res.statusCode).toBe(201);
    return res.json().photo.url;
  };
  const stageEntry = (story: JobStory, name: string) =>
    story.entries.find((entry) => entry.kind === 'stage' && entry.stageNameEn === name);

  it('shows each stage with the photos taken at it, never the internal ones, on the timeline and the tracking link', async () => {
    const service = await createService(t, { name: 'Door repaint', price: 6000 });
    const order = await createOrder(t, customer.user, service);
    await giveOrderASwift(t, customer, order.id, 'MH 12 AB 1234');

    await move(order.id, 'Vehicle received');
    const received = await snap(order.id, { label: 'before', stageId: stageIds['Vehicle received'] ?? '' });
    await move(order.id, 'Paint');
    const painting = await snap(order.id, { label: 'progress' });
    const hidden = await snap(order.id, { label: 'progress', internal: 'true' });
    // Taken at "Vehicle received" though the job has moved on: it stays with its own stage.
    const late = await snap(order.id, { label: 'before', stageId: stageIds['Vehicle received'] ?? '' });

    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/timeline`,
      headers: customer.headers,
    });
    expect(timeline.statusCode).toBe(200);
    const story = timeline.json<JobStory>();
    expect(story.vehicleLabel).toBe('MH 12 AB 1234 · Maruti Swift');
    expect(stageEntry(story, 'Vehicle received')?.photos).toEqual([
      { url: received, label: 'before' },
      { url: late, label: 'before' },
    ]);
    expect(stageEntry(story, 'Paint')?.photos).toEqual([{ url: painting, label: 'progress' }]);
    expect(timeline.body).not.toContain(hidden);

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/share-link`,
      headers: customer.headers,
    });
    const token = link.json<ShareLinkAnswer>().url.split('/').pop();
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
    expect(tracked.statusCode).toBe(200);
    expect(stageEntry(tracked.json<JobStory>(), 'Paint')?.photos).toEqual([{ url: painting, label: 'progress' }]);
    expect(tracked.body).not.toContain(hidden);
    const page = await t.app.inject({ method: 'GET', url: `/track/${token}` });
    expect(page.body).toContain(painting);
    expect(page.body).not.toContain(hidden);
  });
});
