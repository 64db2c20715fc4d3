import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canInspectProcesses, isAlive, processArgs, processStamp } from './processes';

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

interface LockHolder {
  pid: number;
  /** processStamp of the server that wrote the file (absent in files of earlier versions). */
  stamp: string | undefined;
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const [pid = '', stamp] = readFileSync(lockFile, 'utf8').split('\n');
    return /^\d+$/.test(pid) ? { pid: Number(pid), stamp: stamp || undefined } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the server that wrote the lock still runs: its pid alive and still the same process. */
function stillRunning({ pid, stamp }: LockHolder): boolean {
  if (pid === process.pid || !isAlive(pid)) return false;
  if (!canInspectProcesses) return true;
  if (stamp) return processStamp(pid) === stamp;
  // Written by an earlier version: trusted while that pid runs node.
  return path.basename(processArgs(pid)?.[0] ?? '').startsWith('node');
}

/** Creates the lock file unless it exists already. */
function claim(lockFile: string, content: string): boolean {
  try {
    writeFileSync(lockFile, content, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Claims DATA_DIR for this process with `server.pid` (its pid and processStamp). A second server
 * on the same folder is refused; a lock whose server is gone is taken over, also when its pid now
 * belongs to another process (after a reboot), which is never signalled.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  const ours = `${process.pid}\n${processStamp(process.pid) ?? ''}\n`;
  while (!claim(lockFile, ours)) {
    const holder = readHolder(lockFile);
    if (holder && stillRunning(holder)) {
      throw new Error(
        `Another Karigar server (pid ${holder.pid}) is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  return () => {
    try {
      if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
}
