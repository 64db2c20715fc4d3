import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
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
});
