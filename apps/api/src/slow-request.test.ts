import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/build-app';
import { freePort, startServerOn, type ServerProcess } from '../test/server-process';

/** The real server with REQUEST_TIMEOUT=1: a client has one second to send a whole request. */
describe('a client that trickles its request', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-slow-'));
  let testDatabase: TestDatabase;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    port = await freePort();
    server = await startServerOn(testDatabase.url, { dataDir, port, env: { REQUEST_TIMEOUT: '1' } });
  }, 120_000);

  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.closed;
    await testDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Sends `head`, then one byte of body every `everyMs`; answers what came back and when the server closed. */
  function trickle(head: string, everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      const drip = setInterval(() => socket.writable && socket.write('a'), everyMs);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  it('is answered 408 and cut off once the timeout passes, and the server goes on serving', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"email":"';
    const { answer, closedAfterMs } = await trickle(head, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(3_000);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('is cut off just the same when it trickles its headers', async () => {
    const { closedAfterMs } = await trickle('GET /api/health HTTP/1.1\r\nX-Slow: ', 100);
    expect(closedAfterMs).toBeLessThan(3_000);
  });
});
