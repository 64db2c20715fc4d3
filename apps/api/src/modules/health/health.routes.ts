import { errorTexts } from '@karigar/domain/error-codes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';

export const healthRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({
            status: z.literal('unavailable'),
            message: z.string(),
            code: z.literal('DATABASE_UNREACHABLE'),
          }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        const code = 'DATABASE_UNREACHABLE';
        return reply.status(503).send({ status: 'unavailable' as const, message: errorTexts[code], code });
      }
    },
  );
};
