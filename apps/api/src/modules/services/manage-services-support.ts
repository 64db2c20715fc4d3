import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { storedImage, storedImagePaths } from '../../../test/uploads';

// Test support for the service management tests (not loaded by the app).

export interface ServiceManagement {
  t: TestApp;
  admin: TestUser;
  customer: TestUser;
}

/** A test app with an admin and a customer, for one file. */
export function setUpServiceManagement(): ServiceManagement {
  const ctx = {} as ServiceManagement;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.admin = await createAdmin(ctx.t);
    ctx.customer = await createUser(ctx.t);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

/** The calls of POST, PUT and DELETE /api/services, as the admin unless another user (or none) is given. */
export function serviceCalls(ctx: ServiceManagement) {
  const headers = (user: TestUser | null) => (user ? user.headers : {});
  return {
    imageOf: (publicPath: string) => storedImage(ctx.t.db, publicPath),
    create: (payload: FormData | Record<string, unknown>, user: TestUser | null = ctx.admin) =>
      ctx.t.app.inject({ method: 'POST', url: '/api/services', payload, headers: headers(user) }),
    update: (id: string, payload: FormData | Record<string, unknown>, user: TestUser | null = ctx.admin) =>
      ctx.t.app.inject({ method: 'PUT', url: `/api/services/${id}`, payload, headers: headers(user) }),
    remove: (id: string, user: TestUser | null = ctx.admin) =>
      ctx.t.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: headers(user) }),
    storedImages: () => storedImagePaths(ctx.t.db, 'services'),
  };
}
