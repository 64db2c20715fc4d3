import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import pino from 'pino';

const REDACTED = '[redacted]';

/** Paths with a secret segment: the reset, email-confirmation, tracking and pay links, page and API alike. */
const secretPath = /\/(reset-password|confirm-email|track|pay)\/[^/?#]+/gi;
const secretParam = /token|secret|password|signature/i;

/** A request URL fit for the log: tokens in link paths and token-like query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(secretPath, `/$1/${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return secretParam.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request summary, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * An error for the log. A failed database query is reported by PostgreSQL's code and message and
 * the table, column and constraint it names, never by the query, its parameters or PostgreSQL's
 * detail: those quote the values written (password hashes, tokens, personal data).
 */
export function serializeError(error: unknown) {
  const database = findCause(error, pg.DatabaseError);
  if (database) {
    const { code, message, table, column, constraint } = database;
    return { type: 'DatabaseError', code, message, table, column, constraint, stack: stackFrames(error) };
  }
  const failedQuery = findCause(error, DrizzleQueryError);
  if (!failedQuery) return pino.stdSerializers.err(error as Error);
  // No answer from PostgreSQL (a connection lost, say): only the cause's message is safe.
  const cause = failedQuery.cause instanceof Error ? failedQuery.cause : undefined;
  return {
    type: 'DrizzleQueryError',
    code: (cause as { code?: unknown } | undefined)?.code,
    message: cause?.message ?? 'database query failed',
    stack: stackFrames(error),
  };
}

function findCause<T extends Error>(error: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof type) return e;
  return undefined;
}

/** Where an error was thrown, without its message (a query error's message holds its parameters). */
function stackFrames(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
