import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('loading the embedded PostgreSQL module', () => {
  it('keeps the exit code a process ends with (a failed test run must not exit 0)', () => {
    const embedded = path.join(import.meta.dirname, 'embedded.ts');
    const script = `await import(${JSON.stringify(embedded)}); process.exitCode = 3;`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });
});
