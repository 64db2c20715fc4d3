import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { afterAnswerPlugin } from './after-answer';

async function appWithLog() {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
  await app.register(afterAnswerPlugin);
  await app.ready();
  return { app, lines };
}

describe('work after an answer', () => {
  it('logs a failure instead of letting it go unhandled', async () => {
    const { app, lines } = await appWithLog();
    app.afterAnswer('a failing job', async () => {
      throw new Error('the job broke');
    });
    await app.answeredWorkDone();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'Work after an answer failed', work: 'a failing job' });
    await app.close();
  });

  it('is waited for when the app closes', async () => {
    const { app } = await appWithLog();
    let finished = false;
    app.afterAnswer('a slow job', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    await app.close();
    expect(finished).toBe(true);
  });
});
