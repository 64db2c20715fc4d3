import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './env';

interface StoredMail {
  to: string[];
  raw: string;
}

/** Waits for the newest mail to `address` and returns its raw text with soft line breaks undone. */
export async function waitForMail(address: string, contains: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(E2E_MAIL_DIR).sort().reverse();
        for (const file of files) {
          const mail = JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as StoredMail;
          const text = decodeQuotedPrintable(mail.raw);
          if (mail.to.includes(address.toLowerCase()) && text.includes(contains)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
