import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { countRateLimitHit } from '../lib/rate-limits.repository';

/** What @fastify/rate-limit hands a route's store: the route's limit options and the route itself. */
interface RouteLimit {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Each route counts on its own (or per `groupId`): the key is the route's, then the client IP. */
function routeScope({ groupId, routeInfo }: RouteLimit): string {
  if (groupId) return groupId;
  const method = [routeInfo?.method ?? ''].flat().join(',');
  return `${method} ${routeInfo?.url ?? ''}`;
}

/**
 * A store for @fastify/rate-limit backed by the `rate_limits` table, so a limit counts the
 * requests every app instance took. A fixed window per key, counted in one statement.
 */
function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      countRateLimitHit(db, `${this.scope}|${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions, routeScope(routeOptions as RouteLimit));
    }
  }
  return SharedRateLimitStore;
}

/** Calls a minute one address may make to a public link's routes (pay links, tracking links): a guess of a token gets few tries. */
export const TOKEN_LINK_CALLS_PER_IP = { max: 30, timeWindow: 60_000 } as const;

/**
 * Per-IP limits: routes opt in with `config: { rateLimit: ... }`; nothing is limited globally. The
 * counts live in the database, so a limit holds across every app instance.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(db) });
}
