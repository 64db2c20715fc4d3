/**
 * The CPU time the processes of a measurement used, read from /proc (Linux; elsewhere nothing is
 * reported): the server's processes (its primary and workers) and every PostgreSQL process, so each
 * side of a pair can say how much of the machine it took per request.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const proc = '/proc';

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
const ticksPerSecond = existsSync(`${proc}/self/stat`) ? clockTicks() : 0;

/** A process's name and its stat fields after the name (field 3 of proc(5) is at index 0). */
function stat(pid: string): { name: string; fields: string[] } | undefined {
  try {
    const text = readFileSync(`${proc}/${pid}/stat`, 'utf8');
    const open = text.indexOf('(');
    const close = text.lastIndexOf(')');
    return { name: text.slice(open + 1, close), fields: text.slice(close + 2).split(' ') };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/** utime + stime, and with `children` also the time of its children that ended (cutime + cstime). */
const ticksOf = (fields: string[], children: boolean) =>
  [11, 12, ...(children ? [13, 14] : [])].reduce((sum, at) => sum + Number(fields[at] ?? 0), 0);

export interface CpuClock {
  /**
   * Seconds of CPU the process `pid` has used (all its threads) with its children other than
   * PostgreSQL's: a server's workers, live or ended.
   */
  process(pid: number): number;
  /**
   * Seconds of CPU used by every process named postgres, counting the ended ones through their
   * parent, so a connection that closes during a run is still counted.
   */
  postgres(): number;
}

/** Undefined where the machine cannot say (no /proc). */
export const cpuClock: CpuClock | undefined = !ticksPerSecond
  ? undefined
  : {
      process: (pid) => {
        const found = stat(String(pid));
        if (!found) return 0;
        let ticks = ticksOf(found.fields, true);
        for (const child of readdirSync(proc)) {
          const of = /^\d+$/.test(child) ? stat(child) : undefined;
          // Field 4 of proc(5), the parent's pid, is at index 1.
          if (of && of.name !== 'postgres' && of.fields[1] === String(pid)) ticks += ticksOf(of.fields, false);
        }
        return ticks / ticksPerSecond;
      },
      postgres: () => {
        let ticks = 0;
        for (const pid of readdirSync(proc)) {
          if (!/^\d+$/.test(pid)) continue;
          const found = stat(pid);
          if (found?.name === 'postgres') ticks += ticksOf(found.fields, true);
        }
        return ticks / ticksPerSecond;
      },
    };
