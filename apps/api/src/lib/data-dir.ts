import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from '../db/embedded';

export interface Secrets {
  jwtSecret: string;
  databasePassword: string;
  /** Sandbox payments sign checkouts and webhooks with these, exactly as Razorpay would. */
  paymentsKeySecret: string;
  paymentsWebhookSecret: string;
}

const secretNames: (keyof Secrets)[] = ['jwtSecret', 'databasePassword', 'paymentsKeySecret', 'paymentsWebhookSecret'];

/** Generated once per install and kept in DATA_DIR (mode 600); secrets added by later versions are filled in. */
export async function loadSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file)
    ? (JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>)
    : {};
  const missing = secretNames.filter((name) => !stored[name]);
  for (const name of missing) stored[name] = randomBytes(32).toString('base64url');
  if (missing.length) await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return stored as Secrets;
}

/**
 * Claims DATA_DIR for this process. A second server on the same folder is refused; a lock left by
 * a crashed process (its pid no longer alive) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  if (existsSync(lockFile)) {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `Another Karigar server (pid ${pid}) is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid), { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
}
