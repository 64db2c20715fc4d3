import { errorStatus, messages, type ErrorBody, type ErrorCode } from '@karigar/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnstorableText } from '../lib/pg-error';

/** An expected failure: its code decides the HTTP status, its message reaches the client. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

/** A 429 that tells the client, in a Retry-After header, how many seconds to wait. */
export class RateLimitedError extends AppError {
  constructor(public readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', messages.rateLimited);
    this.name = 'RateLimitedError';
  }
}

export const notFound = (message: string = messages.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fields);

const statusCodes: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(errorStatus).map(([code, status]) => [status, code as ErrorCode]),
);

/** A text the database cannot store (a NUL byte, say) is bad input: a 400, never a 500. */
function unstorableTextAnswer(error: unknown): ErrorBody | undefined {
  return isUnstorableText(error) ? { message: messages.unstorableText, code: 'BAD_REQUEST' } : undefined;
}

/**
 * Answers a failed request: an AppError with its status and text, bad input with the fields it
 * names, any other 4xx with a safe text, everything else as a logged 500 that hides internals.
 * `shape` wraps the body (contacts answer in the spec's envelope).
 */
export function sendError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  shape: (body: ErrorBody) => object = (body) => body,
) {
  if (error instanceof AppError) {
    if (error instanceof RateLimitedError) void reply.header('retry-after', error.retryAfterSeconds);
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return reply.status(error.status).send(shape(body));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(issue.params?.['missingProperty'] ?? '_');
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    const names = Object.keys(fields).filter((k) => k !== '_');
    const message = names.length ? `Invalid input: ${names.join(', ')}` : messages.invalidInput;
    return reply.status(400).send(shape({ message, code: 'BAD_REQUEST', fields }));
  }
  const unstorable = unstorableTextAnswer(error);
  if (unstorable) return reply.status(400).send(shape(unstorable));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = statusCodes[status] ?? 'BAD_REQUEST';
    const message =
      status === 413
        ? messages.tooLarge
        : status === 429
          ? messages.rateLimited
          : error.message || messages.invalidInput;
    return reply.status(status).send(shape({ message, code }));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(shape({ message: messages.internal, code: 'INTERNAL' }));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
}
