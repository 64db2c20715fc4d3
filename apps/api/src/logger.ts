import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from './config';
import { serializeError, serializeRequest } from './lib/log-serializers';

/** pino options: secrets redacted everywhere (fields, request URLs, database errors), pretty output only on a terminal. */
export function pinoOptions(config: Pick<Config, 'logLevel'>, pretty = process.stdout.isTTY): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        '*.password',
        '*.newPassword',
        '*.passwordHash',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.mfaSecret',
        '*.verificationCode',
      ],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest, err: serializeError },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

/** The server's logger: to stdout, or to `destination` (tests read what was logged). */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyServerOptions['logger'] {
  return destination ? { ...pinoOptions(config, false), stream: destination } : pinoOptions(config);
}
