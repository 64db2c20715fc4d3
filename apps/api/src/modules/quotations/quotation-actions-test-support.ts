import type { Quotation } from '@karigar/domain/quotation-answer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';
import { users } from '../../db/schema/users';

/**
 * The app, two customers, an admin and a service for a quotation-action test file, with the calls
 * those tests make. Fields are filled in beforeAll.
 */
export function setUpQuotationActions() {
  const f = {} as {
    t: TestApp;
    customer: TestUser;
    other: TestUser;
    admin: TestUser;
    service: ServiceRow;
  };
  beforeAll(async () => {
    f.t = await createTestApp();
    f.customer = await createUser(f.t, { name: 'Asha Patil', email: 'asha@example.com' });
    await f.t.db.update(users).set({ phone: '+91 98220 12345' }).where(eq(users.id, f.customer.user.id));
    f.other = await createUser(f.t);
    f.admin = await createAdmin(f.t);
    f.service = await createService(f.t, { name: 'Fiberglass bathtub', price: 18000, sacCode: '998719' });
  });
  afterAll(async () => f.t.close());

  return Object.assign(f, {
    act: (id: string, user: TestUser | null, action: string) =>
      f.t.app.inject({
        method: 'PATCH',
        url: `/api/quotations/${id}/action`,
        headers: user?.headers ?? {},
        payload: { action },
      }),
    ordersOf: (quotationId: string) => f.t.db.select().from(orders).where(eq(orders.quotationId, quotationId)),
    detail: async (id: string) =>
      (
        await f.t.app.inject({ method: 'GET', url: `/api/quotations/${id}`, headers: f.admin.headers })
      ).json<Quotation>(),
    followUp: (id: string, note: string) =>
      f.t.app.inject({
        method: 'PATCH',
        url: `/api/quotations/${id}/follow-up`,
        headers: f.admin.headers,
        payload: { newPrice: null, followUpNote: note },
      }),
  });
}
