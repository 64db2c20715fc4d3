import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts work the answer does not wait for (so its duration tells the client nothing). A failure
     * is logged; closing the app waits for the work still running.
     */
    afterAnswer: (what: string, work: () => Promise<void>) => void;
    /** Resolves once all the work `afterAnswer` started so far has ended. */
    answeredWorkDone: () => Promise<void>;
  }
}

export const afterAnswerPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();
  app.decorate('afterAnswer', (what: string, work: () => Promise<void>) => {
    const run: Promise<void> = work()
      .catch((error: unknown) => app.log.error({ err: error, work: what }, 'Work after an answer failed'))
      .finally(() => running.delete(run));
    running.add(run);
  });
  app.decorate('answeredWorkDone', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  app.addHook('onClose', async () => app.answeredWorkDone());
});
