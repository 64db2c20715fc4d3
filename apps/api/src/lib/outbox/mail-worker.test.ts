import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { outbox } from '../../db/schema/outbox';
import { defaultDeliveryPolicy, deliverDueMail, type DeliveryPolicy, type MailDelivery } from './deliver-due-mail';
import type { MailMessage } from './mail-message';
import { startMailWorker } from './mail-worker';
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

  it('looks for due mail as it starts, then a poll interval after each look, and no more once stopped', async () => {
    // The worker's own timer is faked; the database answers in real time. The SMTP server here
    // waits on timers of its own, so this worker hands its mail to nodemailer's JSON transport.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pollMs = 1_000;
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const worker = startMailWorker({ ...delivery(), transport, pollMs });
    const statuses = async () => (await rows()).map((row) => row.status);
    try {
      await worker.settled(); // its first look, at start, found nothing
      await queue(message(1));
      await vi.advanceTimersByTimeAsync(pollMs - 1);
      await worker.settled();
      expect(await statuses()).toEqual(['pending']);
      await vi.advanceTimersByTimeAsync(1);
      await worker.settled();
      expect(await statuses()).toEqual(['sent']);

      await worker.stop();
      await queue(message(2));
      await vi.advanceTimersByTimeAsync(10 * pollMs);
      expect(await statuses()).toEqual(['sent', 'pending']);
    } finally {
      await worker.stop();
      vi.useRealTimers();
    }
  });

  it('finishes the messages being sent before it stops', async () => {
    const slow = await startSmtpSink({ acceptAfterMs: 300 });
    try {
      await queue(message());
      const worker = startMailWorker({ ...delivery({}, slow.url), pollMs: 60 * 60_000 });
      await worker.stop();
      expect(subjects(slow)).toEqual(['Receipt 1']);
      expect((await rows())[0]?.status).toBe('sent');
    } finally {
      await slow.close();
    }
  });
});
