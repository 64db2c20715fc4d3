import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { outbox } from '../../db/schema/outbox';

describe('forgot-password answers known and unknown emails after the same step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { name: 'Meera Joshi', email: 'meera@example.com' });
  });
  afterAll(() => t.close());

  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const resetMailsTo = async (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  it('answers before looking the email up or writing the link, which is queued afterwards', async () => {
    // Another session holds the reset links' table: writing a link has to wait for it.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE password_resets IN ACCESS EXCLUSIVE MODE');
      const answers = await Promise.race([
        Promise.all([forgot('meera@example.com', '10.8.0.1'), forgot('ghost@example.com', '10.8.0.2')]),
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
      ]);
      expect(answers).not.toBe('still waiting');
      const [known, unknown] = answers as Awaited<ReturnType<typeof forgot>>[];
      expect(known!.statusCode).toBe(200);
      expect(unknown!.statusCode).toBe(200);
      expect(known!.body).toBe(unknown!.body);
      expect(known!.json()).toEqual({ message: messages.resetSent });
      expect(await resetMailsTo('meera@example.com')).toEqual([]);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const mails = (await t.mail()).filter((m) => m.to === 'meera@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Reset your Karigar password']);
    expect((await t.mail()).some((m) => m.to === 'ghost@example.com')).toBe(false);
  });

  it('still counts every request before answering: the throttle answers 429 to known and unknown emails alike', async () => {
    const statuses = async (email: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await forgot(email, '10.8.1.1')).statusCode);
      return codes;
    };
    const known = await statuses('meera@example.com');
    const unknown = await statuses('nobody@example.com');
    expect(known).toEqual(unknown);
    expect(known).toContain(429);
  });
});
