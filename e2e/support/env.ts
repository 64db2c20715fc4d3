import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 10170);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SMTP_PORT = Number(process.env['E2E_SMTP_PORT'] ?? 10171);
/** Mail the app sends during a browser run lands here as one JSON file per message. */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `karigar-e2e-mail-${E2E_PORT}`);
export const E2E_ADMIN = { email: 'owner@karigar.test', password: 'Owner-pass-2026' };
/**
 * The admin the tests' API set-up signs in as. Signing out ends a person's access tokens on every
 * device, so set-up never borrows the owner, whom browser tests sign in and out in parallel.
 */
export const E2E_SETUP_ADMIN = {
  name: 'Set-up admin',
  email: 'setup-admin@karigar.test',
  password: 'Setup-admin-pass-2026',
};
