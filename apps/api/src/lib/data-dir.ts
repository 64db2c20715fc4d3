import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canInspectProcesses, isAlive, processArgs, processStamp } from './processes';

/** What earlier versions kept in `secrets.json`; the install secrets now live in the database. */
export interface StoredSecrets {
  jwtSecret?: string;
  databasePassword?: string;
  paymentsKeySecret?: string;
  paymentsWebhookSecret?: string;
}

const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** The secrets an earlier version kept in DATA_DIR, adopted by the database once; none on a new install. */
export async function readStoredSecrets(dataDir: string): Promise<StoredSecrets> {
  const file = secretsFile(dataDir);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as StoredSecrets) : {};
}

/** The embedded database's password: generated once and kept in DATA_DIR's `secrets.json` (mode 600). */
export async function loadDatabasePassword(dataDir: string): Promise<string> {
  const stored = await readStoredSecrets(dataDir);
  if (stored.databasePassword) return stored.databasePassword;
  stored.databasePassword = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(secretsFile(dataDir), JSON.stringify(stored, null, 2), { mode: 0o600 });
  return stored.databasePassword;
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
 * belongs to another process (after a reboot), which is never signalled. Only the embedded
 * database needs it: servers on one DATABASE_URL may share a DATA_DIR.
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
