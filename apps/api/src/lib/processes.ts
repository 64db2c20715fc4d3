import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/*
 * What a pid file's pid is today. A pid is reused: after a reboot (or long after a crash) it may
 * belong to any other process, so a live pid alone does not say that the process which wrote the
 * file still runs. Linux's /proc tells more; elsewhere a live pid is all there is to go on.
 */

/** Whether this system's /proc describes processes (Linux). */
export const canInspectProcesses = existsSync('/proc/self/stat');

/** Whether a process with this pid exists (it may belong to another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What tells a process apart from any later one given the same pid: the boot it runs in and the
 * moment it started (clock ticks since boot). Undefined when there is no such process or no /proc.
 */
export function processStamp(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // Fields after the command name (in parentheses, which may hold spaces): state is the 3rd field
  // of the line and starttime the 22nd.
  const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
  const bootId = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  return startTicks && bootId ? `${bootId}/${startTicks}` : undefined;
}

/** The command line a process was started with (readable for any user's process), or undefined. */
export function processArgs(pid: number): string[] | undefined {
  return readProc(`/proc/${pid}/cmdline`)?.split('\0').slice(0, -1);
}

/** The pids of processes whose program name starts with `program` and whose working folder is `dir` (Linux only). */
export function processesWorkingIn(dir: string, program: string): number[] {
  if (!canInspectProcesses) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => pid !== process.pid && workingFolder(pid) === dir && processArgs(pid)?.[0]?.startsWith(program));
}

function workingFolder(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
