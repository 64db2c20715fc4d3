import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'karigar-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process that logs `lines` lines through the server's logger, then ends with `end`. */
function logThenEnd(stdout: number | 'pipe', lines: number, end: string) {
  const logger = path.join(import.meta.dirname, 'logger.ts');
  const script = `
    const { default: Fastify } = await import('fastify');
    const { loggerOptions } = await import(${JSON.stringify(logger)});
    const app = Fastify({ logger: loggerOptions({ logLevel: 'info' }) });
    for (let n = 1; n <= ${lines}; n++) app.log.info({ n }, 'line');
    ${end};`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', stdout, 'pipe'],
    encoding: 'utf8',
  });
}

const lines500 = Array.from({ length: 500 }, (_, at) => at + 1);
const numbers = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { n: number }).n);

describe('the server log on stdout', () => {
  it('keeps every line written to a log file, even when the process is killed right after', () => {
    const file = path.join(dir, 'server.log');
    const fd = openSync(file, 'a');
    const result = logThenEnd(fd, 500, "process.kill(process.pid, 'SIGKILL')");
    closeSync(fd);
    expect(result.signal).toBe('SIGKILL');
    expect(numbers(readFileSync(file, 'utf8'))).toEqual(lines500);
  });

  it('writes every line to a pipe by the time the process exits', () => {
    const result = logThenEnd('pipe', 500, 'process.exit(0)');
    expect(result.status).toBe(0);
    expect(numbers(result.stdout)).toEqual(lines500);
  });
});
