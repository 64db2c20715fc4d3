import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app';
import { createUser } from '../test/factories';
import { outbox } from './db/schema/outbox';

const secretToken = () => randomBytes(24).toString('base64url');
const logged = (t: TestApp) => t.logs.join('\n');
const lines = (t: TestApp) => t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the server log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
  });
  afterAll(() => t.close());

  it('logs reset and confirmation links and token-like query values with the token replaced', async () => {
    const token = secretToken();
    const requests = [
      { method: 'PATCH', url: `/api/auth/reset-password/${token}`, payload: { newPassword: 'new-password-1' } },
      { method: 'POST', url: `/api/auth/confirm-email/${token}` },
      { method: 'GET', url: `/reset-password/${token}` },
      { method: 'GET', url: `/confirm-email/${token}?from=mail` },
      { method: 'POST', url: `/api/pay/${token}/checkout` },
      { method: 'GET', url: `/pay/${token}` },
      { method: 'GET', url: `/api/services?page=1&token=${token}&access_token=${token}` },
    ] as const;
    for (const request of requests) await t.app.inject(request);

    const urls = lines(t).map((line) => (line['req'] as { url?: string } | undefined)?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/auth/reset-password/[redacted]',
        '/api/auth/confirm-email/[redacted]',
        '/reset-password/[redacted]',
        '/confirm-email/[redacted]?from=mail',
        '/api/pay/[redacted]/checkout',
        '/pay/[redacted]',
        '/api/services?page=1&token=[redacted]&access_token=[redacted]',
      ]),
    );
    expect(logged(t)).not.toContain(token);
  });

  it('logs each request once, when answered, with its method, URL, status and time', async () => {
    t.logs.splice(0);
    const token = secretToken();
    await t.app.inject({ method: 'GET', url: `/api/services?page=1&token=${token}` });
    await t.app.inject({ method: 'GET', url: '/api/orders' });
    const requestLines = lines(t).filter((line) => 'reqId' in line);
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/services?page=1&token=[redacted]' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/orders' }),
        res: { statusCode: 401 },
      }),
    ]);
    expect(logged(t)).not.toContain(token);
  });

  it('redacts a token or a password given at the top of a line as well as one level down', () => {
    const token = secretToken();
    t.app.log.info({ token, password: 'top-secret-pass', body: { token, password: 'top-secret-pass' } }, 'secrets');
    const line = lines(t).find((l) => l['msg'] === 'secrets');
    expect(line).toMatchObject({
      token: '[redacted]',
      password: '[redacted]',
      body: { token: '[redacted]', password: '[redacted]' },
    });
    expect(logged(t)).not.toContain(token);
    expect(logged(t)).not.toContain('top-secret-pass');
  });

  it('logs a mail kept in the outbox by its recipient and subject only', async () => {
    const { user } = await createUser(t, { name: 'Meera Joshi', email: 'meera@example.com' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);
    const kept = await vi.waitFor(() => {
      const line = lines(t).find((l) => l['msg'] === 'mail kept in the outbox');
      expect(line).toBeDefined();
      return line!;
    });
    expect(kept['mail']).toEqual({ to: 'meera@example.com', subject: 'Reset your Karigar password' });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    const token = /\/reset-password\/([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    expect(logged(t)).not.toContain(token);
    expect(logged(t)).not.toContain('Hello Meera Joshi');
    expect(logged(t)).not.toContain('DEVELOPMENT ONLY');
  });

  it('logs a failed database query by its code and constraint, never by the values it wrote', async () => {
    await t.db.execute(sql`alter table users add constraint users_closed check (false) not valid`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ravi Kulkarni', email: 'ravi@example.com', password: 'ravi-secret-pass' },
    });
    await t.db.execute(sql`alter table users drop constraint users_closed`);
    expect(res.statusCode).toBe(500);

    const failure = lines(t).find((line) => line['msg'] === 'request failed');
    expect(failure?.['err']).toMatchObject({
      code: '23514',
      table: 'users',
      constraint: 'users_closed',
      message: 'new row for relation "users" violates check constraint "users_closed"',
    });
    expect(logged(t)).not.toMatch(/\$argon2|ravi@example\.com|ravi-secret-pass|Failing row|params/);
  });
});

describe('the server log in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true, env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('also shows the links of a mail kept in the outbox, marked as a development aid', async () => {
    const { user } = await createUser(t, { email: 'asha@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const shown = await vi.waitFor(() => {
      const line = t.logs.find((l) => l.includes('DEVELOPMENT ONLY'));
      expect(line).toBeDefined();
      return JSON.parse(line!) as { msg: string; links: string[] };
    });
    expect(shown.links).toEqual([expect.stringMatching(/^http:\/\/karigar\.test\/reset-password\/[\w-]+$/)]);
  });
});
