import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * One log line per request instead of two: Fastify's "incoming request" line is left out, and its
 * "request completed" line names the request as well (its URL redacted by the `req` serializer).
 * A request that fails, and every other line Fastify writes, are logged as Fastify does.
 *
 * That line holds nothing pino's redaction paths name (no headers, no body; the URL is redacted by
 * the serializer), so it is written by a child of the server's logger without them: matching every
 * path against every field cost more than the rest of the line.
 */
export class OneLinePerRequest extends LogController {
  readonly #unredacted = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    // The request's own level decides (a route may log less than the server).
    if (!(request.log as Logger).isLevelEnabled('info')) return;
    this.#unredactedOf(request.server.log).info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  #unredactedOf(log: FastifyBaseLogger): FastifyBaseLogger {
    let unredacted = this.#unredacted.get(log);
    if (!unredacted) this.#unredacted.set(log, (unredacted = log.child({}, { redact: [] })));
    return unredacted;
  }
}
