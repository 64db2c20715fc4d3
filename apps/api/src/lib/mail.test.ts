import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import type { Db } from '../db/client';
import { createMailer } from './mail';

describe('mailer', () => {
  let smtp: SmtpSink;
  // A slow mail server: each message is accepted a moment after it arrives.
  beforeAll(async () => {
    smtp = await startSmtpSink({ acceptAfterMs: 300 });
  });
  afterAll(() => smtp.close());

  it('finishes sending the messages under way before it closes', async () => {
    // With SMTP_URL set, the database (the outbox) is never touched.
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'shop@karigar.test',
      db: {} as Db,
      log: pino({ level: 'silent' }),
      showLinks: false,
    });
    void mailer.send({ to: 'asha@example.com', subject: 'Payment received', text: 'Thank you.' });
    await mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Payment received');
  });
});
