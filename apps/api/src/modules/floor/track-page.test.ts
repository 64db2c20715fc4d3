import type { ShareLinkAnswer } from '@karigar/domain/job-story';
import type { StagesAnswer } from '@karigar/domain/workshop-floor';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { pageBlock, rootOf } from '../../../test/page-parts';

const webDistDir = path.resolve(import.meta.dirname, '../../../../web/dist');

describe('the tracking page /track/:token, rendered on the server', () => {
  let t: TestApp;
  let admin: TestUser;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp({ webDistDir });
    admin = await createAdmin(t);
    const customer = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    const service = await createService(t, { name: 'Bonnet repaint', price: 4000 });
    const order = await createOrder(t, customer.user, service);
    const stages = (
      await t.app.inject({ method: 'GET', url: '/api/workshop/stages', headers: admin.headers })
    ).json<StagesAnswer>().stages;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/stage`,
      headers: admin.headers,
      payload: { stageId: stages.find((stage) => stage.nameEn === 'Paint')?.id },
    });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/share-link`,
      headers: admin.headers,
    });
    token = made.json<ShareLinkAnswer>().url.split('/').at(-1) ?? '';
  });
  afterAll(() => t.close());

  it("sends the job's story in the HTML, in the reader's language, without prices or contact details", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/track/${token}`, headers: { cookie: 'lang=mr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="mr">/);
    const root = rootOf(res.body);
    expect(root).toContain('रंगकाम');
    expect(root).toContain('सध्या काम कुठे आहे');
    expect(res.body).not.toContain('asha@example.com');
    expect(res.body).not.toContain('Asha Patil');
    expect(res.body).not.toContain('₹');
    const api = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
    // Beside the workshop's details every page carries, the page holds the story the API answers.
    expect(pageBlock(res.body)?.[`/track/${token}`]).toEqual(api.json());
  });

  it('says a link that is not valid any more is so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/track/revoked-or-unknown' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(pageBlock(res.body) ?? {}).filter((key) => key.startsWith('/track/'))).toEqual([]);
  });
});
