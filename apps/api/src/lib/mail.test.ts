import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createMailer } from './mail';

describe('mailer', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let url: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        // A slow mail server: the message is accepted a moment after it arrives.
        stream.on('end', () =>
          setTimeout(() => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          }, 300),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('finishes sending the messages under way before it closes', async () => {
    // With SMTP_URL set, the database (the outbox) is never touched.
    const mailer = createMailer({
      smtpUrl: url,
      from: 'shop@karigar.test',
      db: {} as Db,
      log: pino({ level: 'silent' }),
    });
    void mailer.send({ to: 'asha@example.com', subject: 'Payment received', text: 'Thank you.' });
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Payment received');
  });
});
