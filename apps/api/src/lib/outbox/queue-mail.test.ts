import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { outbox } from '../../db/schema/outbox';
import { createMailOutbox } from './queue-mail';

describe('queueing mail', () => {
  let t: TestApp;
  const log = pino({ level: 'silent' });
  const welcome = { to: 'asha@example.com', subject: 'Welcome to Karigar', text: 'Hello Asha.' };

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => t.clearMail());
  afterAll(() => t.close());

  it('puts a mail in the outbox when its transaction commits, and none when it rolls back', async () => {
    const mail = createMailOutbox({ delivering: true, log, showLinks: false });
    await expect(
      t.db.transaction(async (tx) => {
        await mail.queue(tx, { ...welcome, subject: 'Rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.db.transaction((tx) => mail.queue(tx, welcome));
    expect(await t.mail()).toEqual([welcome]);
  });

  it('queues mail for the worker with SMTP_URL and keeps it without', async () => {
    const delivering = createMailOutbox({ delivering: true, log, showLinks: false });
    const keeping = createMailOutbox({ delivering: false, log, showLinks: false });
    await t.db.transaction((tx) => delivering.queue(tx, { ...welcome, to: 'sent@example.com' }));
    await t.db.transaction((tx) => keeping.queue(tx, [{ ...welcome, to: 'kept@example.com' }]));
    const rows = await t.db.select().from(outbox).orderBy(outbox.createdAt);
    expect(rows.map(({ to, status, attempts }) => ({ to, status, attempts }))).toEqual([
      { to: 'sent@example.com', status: 'pending', attempts: 0 },
      { to: 'kept@example.com', status: 'kept', attempts: 0 },
    ]);
  });
});
