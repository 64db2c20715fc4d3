import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message received, raw. */
  received: string[];
  /** While true, every message is answered with a temporary failure (451) and not kept. */
  refusing: boolean;
  close: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives; `acceptAfterMs` makes it a slow one. */
export async function startSmtpSink({ acceptAfterMs = 0 } = {}): Promise<SmtpSink> {
  const received: string[] = [];
  let refusing = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        setTimeout(() => {
          if (refusing)
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        }, acceptAfterMs),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return refusing;
    },
    set refusing(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
