// Starts a local SMTP sink and the real app (embedded PostgreSQL, fresh DATA_DIR) for browser tests.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ensureServerBuild, serverEntry } from '../../apps/api/test/server-process';
import { E2E_ADMIN, E2E_MAIL_DIR, E2E_PORT, E2E_SMTP_PORT } from './env';

rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });
let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      count += 1;
      writeFileSync(
        path.join(E2E_MAIL_DIR, `${Date.now()}-${count}.json`),
        JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
      );
      callback();
    });
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

ensureServerBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-e2e-'));
const app = spawn('node', [serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'sandbox',
    WHATSAPP_MODE: 'sandbox',
    BUSINESS_GSTIN: '27AAACK1234F1Z5', // a workshop issuing tax invoices
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${E2E_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
  },
});

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  smtp.close();
}
app.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
