import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { outbox } from '../../db/schema/outbox';
import { defaultDeliveryPolicy, deliverDueMail, type DeliveryPolicy, type MailDelivery } from './deliver-due-mail';
import type { MailMessage } from './mail-message';
import { startMailWorker } from './mail-worker';
import { startChangeFeed, type ChangeFeed } from '../change-notices/change-feed';
import { createMailOutbox } from './queue-mail';

describe('delivering the outbox through a real SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  const log = pino({ level: 'silent' });
  const mail = createMailOutbox({ delivering: true, log, showLinks: false });
  const message = (n = 1): MailMessage => ({
    to: `customer${n}@example.com`,
    subject: `Receipt ${n}`,
    text: 'Thank you.',
  });

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtpSink();
  });
  beforeEach(async () => {
    await t.clearMail();
    smtp.received.length = 0;
    smtp.refusing = false;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const queue = (messages: MailMessage | MailMessage[]) => t.db.transaction((tx) => mail.queue(tx, messages));
  const delivery = (policy: Partial<DeliveryPolicy> = {}, url = smtp.url): MailDelivery => ({
    db: t.db,
    transport: nodemailer.createTransport(url),
    from: 'Karigar <no-reply@karigar.test>',
    log,
    policy: { ...defaultDeliveryPolicy, ...policy },
  });
  const rows = () => t.db.select().from(outbox).orderBy(outbox.createdAt);
  const subjects = (sink: SmtpSink) => sink.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);

  it('sends a due message with its attachment and marks it sent', async () => {
    const pdf = { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 receipt') };
    await queue({ ...message(), attachments: [pdf] });
    expect(await deliverDueMail(delivery())).toBe(1);
    expect(subjects(smtp)).toEqual(['Receipt 1']);
    expect(smtp.received[0]).toContain('filename=invoice.pdf');
    expect(smtp.received[0]).toContain(pdf.content.toString('base64'));
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the error of a refused message, retries it after the backoff, and delivers it once the server is back', async () => {
    smtp.refusing = true;
    await queue(message());
    const before = Date.now();
    expect(await deliverDueMail(delivery())).toBe(0);
    const [refused] = await rows();
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(refused?.lastError).toContain('Mailbox busy');
    expect(refused!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + defaultDeliveryPolicy.firstRetryMs - 1000);
    // Not due yet: nothing is tried.
    expect(await deliverDueMail(delivery())).toBe(0);
    expect((await rows())[0]?.attempts).toBe(1);

    smtp.refusing = false;
    await t.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    expect(await deliverDueMail(delivery())).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, lastError: null })]);
    expect(subjects(smtp)).toEqual(['Receipt 1']);
  });

  it('leaves a message pending while the SMTP server is down', async () => {
    const down = await startSmtpSink();
    await down.close();
    await queue(message());
    expect(await deliverDueMail(delivery({}, down.url))).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('gives a message up as failed after its last attempt', async () => {
    smtp.refusing = true;
    await queue(message());
    const policy = { maxAttempts: 2, firstRetryMs: 0 };
    await deliverDueMail(delivery(policy));
    expect((await rows())[0]?.status).toBe('pending');
    await deliverDueMail(delivery(policy));
    expect(await rows()).toEqual([expect.objectContaining({ status: 'failed', attempts: 2 })]);
    expect(await deliverDueMail(delivery(policy))).toBe(0);
  });

  it('delivers each message once when two workers on one database run at the same moment', async () => {
    const messages = Array.from({ length: 30 }, (_, i) => message(i + 1));
    await queue(messages);
    const [a, b] = await Promise.all([
      deliverDueMail(delivery({ batchSize: 4 })),
      deliverDueMail(delivery({ batchSize: 4 })),
    ]);
    expect(a + b).toBe(30);
    expect(subjects(smtp).sort()).toEqual(messages.map((m) => m.subject).sort());
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('is woken by the commit that queued mail, without waiting for its next poll', async () => {
    await queue(message(1));
    const changes = startChangeFeed({ db: t.db, log, retryMs: 1000 });
    await changes.started;
    expect(changes.listening).toBe(true);
    const worker = startMailWorker({ ...delivery(), pollMs: 60 * 60_000, changes });
    try {
      await expect.poll(() => smtp.received.length).toBe(1);
      // Queued outside a request: only PostgreSQL's notice of the commit can wake the worker.
      await queue(message(2));
      await expect.poll(() => subjects(smtp)).toEqual(['Receipt 1', 'Receipt 2']);
    } finally {
      await worker.stop();
      await changes.stop();
    }
  });

  it('looks for due mail when its change feed listens again (a notice may have been missed), not on other changes', async () => {
    let watcher: Parameters<ChangeFeed['watch']>[0] = () => undefined;
    const changes = { watch: (w: typeof watcher) => void (watcher = w) };
    const worker = startMailWorker({ ...delivery(), pollMs: 60 * 60_000, changes });
    try {
      await worker.settled(); // its first look, at start, found nothing
      await queue(message(1));
      watcher('user:someone');
      await worker.settled(); // a look this notice had started would have sent the message
      expect(smtp.received).toEqual([]);
      watcher(null);
      await worker.settled();
      expect(subjects(smtp)).toEqual(['Receipt 1']);
    } finally {
      await worker.stop();
    }
  });

  it('finishes the messages being sent before it stops', async () => {
    const slow = await startSmtpSink({ acceptAfterMs: 300 });
    try {
      await queue(message());
      const worker = startMailWorker({
        ...delivery({}, slow.url),
        pollMs: 60 * 60_000,
        changes: { watch: () => undefined },
      });
      await worker.stop();
      expect(subjects(slow)).toEqual(['Receipt 1']);
      expect((await rows())[0]?.status).toBe('sent');
    } finally {
      await slow.close();
    }
  });
});
