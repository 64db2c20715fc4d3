import { fstatSync } from 'node:fs';
import type { FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config';
import { serializeError, serializeRequest } from './lib/log-serializers';

/** Keys whose values never reach a log line, at the top of a line or one level down. */
const secretKeys = [
  'password',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'mfaSecret',
  'verificationCode',
];

/** pino options: secrets redacted everywhere (fields, request URLs, database errors), pretty output only on a terminal. */
export function pinoOptions(config: Pick<Config, 'logLevel'>, pretty = process.stdout.isTTY): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        ...secretKeys,
        ...secretKeys.map((key) => `*.${key}`),
      ],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest, err: serializeError },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

function isFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false; // closed
  }
}

/**
 * Where a process's lines go when no destination is given: stdout, written as Node writes its own
 * stdout. To a file each line is written at once, on the event loop: the write only reaches the page
 * cache, costs less than handing it to the thread pool, and no line is lost when the process is
 * killed. To a pipe or a socket, whose reader may fall behind, or a terminal, this is undefined and
 * pino's default (asynchronous) applies.
 */
export function stdoutStream(): DestinationStream | undefined {
  return isFile(1) ? pino.destination({ dest: 1, sync: true }) : undefined;
}

/** The server's logger: to stdout, or to `destination` (tests read what was logged). */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyServerOptions['logger'] {
  // A file is never a terminal: the lines are never pretty there.
  const stream = destination ?? stdoutStream();
  return stream ? { ...pinoOptions(config, false), stream } : pinoOptions(config);
}
