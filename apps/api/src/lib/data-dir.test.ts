import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir';
import { processStamp } from './processes';

describe('lockDataDir', () => {
  let sleeper: ChildProcess;
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'server.pid');
  beforeAll(() => {
    // An unrelated live process, standing for whatever got a crashed server's pid after a reboot.
    sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
  });
  afterAll(() => {
    process.kill(sleeper.pid!, 'SIGKILL');
  });
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-lock-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['written in an earlier boot', () => `${sleeper.pid}\n00000000-0000-0000-0000-000000000000/4242\n`],
    ['of an earlier version (pid only)', () => String(sleeper.pid)],
  ])(
    'takes over a server.pid %s whose pid now belongs to another process, without signalling it',
    async (_, content) => {
      writeFileSync(lockFile(), content());
      const unlock = await lockDataDir(dataDir);
      expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
      expect(sleeper.exitCode).toBeNull();
      expect(sleeper.signalCode).toBeNull();
      unlock();
    },
  );

  it('refuses while the process that wrote server.pid still runs', async () => {
    writeFileSync(lockFile(), `${sleeper.pid}\n${processStamp(sleeper.pid!)}\n`);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `Another Karigar server (pid ${sleeper.pid}) is already using ${dataDir}.`,
    );
    expect(sleeper.signalCode).toBeNull();
  });

  it('removes its server.pid when released', async () => {
    const unlock = await lockDataDir(dataDir);
    unlock();
    expect(existsSync(lockFile())).toBe(false);
  });
});
