import { todayAnswer } from '@karigar/domain/today';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { getToday } from './get-today';

export const dashboardRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/dashboard/today',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: todayAnswer } } },
    async () => getToday(db),
  );
};
