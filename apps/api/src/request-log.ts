import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of two: Fastify's "incoming request" line is left out, and its
 * "request completed" line names the request as well (its URL redacted by the `req` serializer).
 * A request that fails, and every other line Fastify writes, are logged as Fastify does.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
