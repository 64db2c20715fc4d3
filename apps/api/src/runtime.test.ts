import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const major = (version: string) => Number(version.trim().split('.')[0]);

describe('runtime', () => {
  it('runs the tests, and every server they start, on Node 24 or later', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('gives npm scripts the Node 24 from the project install even when the shell finds an older node first', () => {
    // A shell as a new contributor has it: no project bin folder on PATH, only the system's node and npm.
    const shellPath = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.endsWith(path.join('node_modules', '.bin')))
      .join(path.delimiter);
    const version = execFileSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.versions.node'], {
      cwd: root,
      env: { ...process.env, PATH: shellPath },
      encoding: 'utf8',
    });
    expect(major(version)).toBeGreaterThanOrEqual(24);
  });
});
