import { errorText, errorTexts, type ErrorCode, type ErrorParams } from '@karigar/domain/error-codes';
import { fieldProblems, invalidInputMessage, type ErrorBody, type FieldProblems } from '@karigar/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss, isUnstorableText } from '../lib/pg-error';

interface AppErrorDetails {
  /** Values the code's text names. */
  params?: ErrorParams;
  /** The problem of each field. */
  problems?: FieldProblems;
  /** A text of its own instead of the code's (the field names of a validation failure). */
  message?: string;
}

/** An expected failure: its HTTP status, its code (whose English text is the message) and what it names. */
export class AppError extends Error {
  readonly params: ErrorParams | undefined;
  readonly problems: FieldProblems | undefined;

  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    details: AppErrorDetails = {},
  ) {
    super(details.message ?? errorText(code, details.params));
    this.name = 'AppError';
    this.params = details.params;
    this.problems = details.problems;
  }
}

/** A 429 that tells the client, in a Retry-After header, how many seconds to wait. */
export class RateLimitedError extends AppError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED');
    this.name = 'RateLimitedError';
  }
}

/** A 400 about one field: the whole request's problem is that field's. */
export const fieldProblem = (field: string, code: ErrorCode, params?: ErrorParams) =>
  badRequest(code, {
    params,
    problems: { fields: { [field]: errorText(code, params) }, fieldCodes: { [field]: code } },
  });

export const badRequest = (code: ErrorCode, details?: AppErrorDetails) => new AppError(400, code, details);
export const unauthorized = (code: ErrorCode) => new AppError(401, code);
export const forbidden = (code: ErrorCode) => new AppError(403, code);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: ErrorCode, params?: ErrorParams) => new AppError(409, code, { params });

/** A 400 for input a shared schema refused: "Invalid input: a, b" with each field's problem. */
export const invalidInput = (problems: FieldProblems) =>
  new AppError(400, 'VALIDATION_FAILED', { problems, message: invalidInputMessage(problems.fields) });

/** The answer body of a failure: its message and code, with the params and field problems it has. */
export function errorBody(
  message: string,
  code: ErrorCode,
  extra: { params?: ErrorParams | undefined; problems?: FieldProblems | undefined } = {},
): ErrorBody {
  const body: ErrorBody = { message, code };
  if (extra.params) body.params = extra.params;
  if (extra.problems) Object.assign(body, extra.problems);
  return body;
}

/** Codes of the 4xx answers Fastify and its plugins raise on their own (bad bodies, limits). */
const statusCodes: Record<number, ErrorCode> = {
  400: 'BODY_INVALID',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'MEDIA_TYPE_UNSUPPORTED',
  429: 'RATE_LIMITED',
};

interface ValidationIssue {
  instancePath: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** The problems of a request the route's zod schema refused, as Fastify reports them. */
function validationProblems(issues: readonly ValidationIssue[]): FieldProblems {
  return fieldProblems(
    issues.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '') || String(issue.params?.['missingProperty'] ?? '');
      return { path: path.split('/').filter(Boolean), message: issue.message ?? 'INVALID_VALUE' };
    }),
  );
}

/**
 * Answers a failed request: an AppError with its status, code and text, bad input with the fields it
 * names, any other 4xx with a safe text, a lost database connection as a 503, everything else as a logged 500 that hides internals.
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
    const body = errorBody(error.message, error.code, { params: error.params, problems: error.problems });
    return reply.status(error.status).send(shape(body));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const problems = validationProblems(error.validation);
    const body = errorBody(invalidInputMessage(problems.fields), 'VALIDATION_FAILED', { problems });
    return reply.status(400).send(shape(body));
  }
  if (isUnstorableText(error)) {
    return reply.status(400).send(shape(errorBody(errorTexts.TEXT_UNSTORABLE, 'TEXT_UNSTORABLE')));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = statusCodes[status] ?? 'REQUEST_INVALID';
    const message = status === 413 || status === 429 ? errorTexts[code] : error.message || errorTexts.VALIDATION_FAILED;
    return reply.status(status).send(shape(errorBody(message, code)));
  }
  if (isConnectionLoss(error)) {
    // Its transaction, if any, was rolled back by PostgreSQL; the client may simply try again.
    request.log.warn({ err: error }, 'database connection lost');
    void reply.header('retry-after', 1);
    return reply.status(503).send(shape(errorBody(errorTexts.DATABASE_UNREACHABLE, 'DATABASE_UNREACHABLE')));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(shape(errorBody(errorTexts.INTERNAL, 'INTERNAL')));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
}
