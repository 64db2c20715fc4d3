import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { startChangeFeed, type ChangeFeed } from '../lib/change-notices/change-feed';
import { changesOfRequest } from '../lib/change-notices/notify-change';

/** How soon a lost listening connection is opened again. */
const RELISTEN_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The changes this instance hears (its own and every other instance's), for its caches. */
    changes: ChangeFeed;
  }
  interface FastifyRequest {
    /** The topics this request changed (see notifyChange), told to this instance once it is answered. */
    changedTopics: Set<string> | null;
  }
}

/**
 * Starts the instance's change feed (ready once it listens, or has tried to) and tells its watchers
 * of the changes a request made as soon as the request's answer is ready, after its commit: this
 * instance's caches never wait for the notice to come back from PostgreSQL.
 */
export const changeNoticesPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  const feed = startChangeFeed({ db, log: app.log, retryMs: RELISTEN_MS });
  app.decorate('changes', feed);
  app.decorateRequest('changedTopics', null);
  // The handler runs inside this hook's callback, so notifyChange finds the request's topics.
  app.addHook('preValidation', (request, _reply, done) => {
    const topics = new Set<string>();
    request.changedTopics = topics;
    changesOfRequest.run(topics, done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    for (const topic of request.changedTopics ?? []) feed.tell(topic);
    done(null, payload);
  });
  app.addHook('onReady', async () => feed.started);
  app.addHook('onClose', async () => feed.stop());
});
