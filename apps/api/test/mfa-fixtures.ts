import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { users } from '../src/db/schema/users';
import type { TestApp } from './build-app';

/** Turns MFA on for the user straight in the database; answers the secret. */
export async function turnOnMfa(t: TestApp, userId: string): Promise<string> {
  const secret = generateSecret();
  await t.db.update(users).set({ mfaEnabled: true, mfaSecret: secret }).where(eq(users.id, userId));
  return secret;
}

/** The valid code for the secret, `offsetSeconds` from now. */
export const totpCode = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Distinct 6-digit codes that are not valid for the secret within a minute either side of now. */
export async function wrongCodes(secret: string, count: number): Promise<string[]> {
  const valid = new Set(await Promise.all([-60, -30, 0, 30, 60].map((offset) => totpCode(secret, offset))));
  return Array.from({ length: count + valid.size }, (_, i) => String(100000 + i))
    .filter((code) => !valid.has(code))
    .slice(0, count);
}
