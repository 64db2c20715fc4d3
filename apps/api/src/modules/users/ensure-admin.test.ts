import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { users } from '../../db/schema/users';
import { ensureAdmin } from './ensure-admin';

describe('the default admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates admin@localhost without ADMIN_EMAIL, and that account can log in', async () => {
    const lines: string[] = [];
    await ensureAdmin(t.db, t.config, (line) => lines.push(line));
    const password = /Password: (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@localhost', password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'admin@localhost', role: 'admin' });
  });

  it('creates ADMIN_EMAIL once when several instances start together, none of them failing', async () => {
    const config = { ...t.config, adminEmail: 'together@example.com', adminPassword: 'Together-pass-2026' };
    const lines: string[] = [];
    await Promise.all([1, 2, 3].map(() => ensureAdmin(t.db, config, (line) => lines.push(line))));
    expect(await t.db.select().from(users).where(eq(users.email, 'together@example.com'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('together@example.com'))).toHaveLength(1);
  });

  it('creates the ADMIN_EMAIL account again when it was deleted', async () => {
    const config = { ...t.config, adminEmail: 'owner@example.com', adminPassword: 'Owner-pass-2026' };
    await ensureAdmin(t.db, config, () => undefined);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, 'owner@example.com'));
    await ensureAdmin(t.db, config, () => undefined);
    const rows = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(rows.map((r) => r.deletedAt === null).sort()).toEqual([false, true]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: 'Owner-pass-2026' },
    });
    expect(res.statusCode).toBe(200);
  });
});
