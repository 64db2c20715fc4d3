import { activityLinesAnswer, activityListAnswer, activityQuery } from '@karigar/domain/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { sendCsv } from '../../lib/csv';
import { activityExportQuery, exportActivities } from './export-activities';
import { exportLanguage } from '../../lib/export-texts';
import { listActivities, recentActivityLines } from './list-activities';

export const activityRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/activity',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: activityQuery, response: { 200: activityListAnswer } },
    },
    async (request) => listActivities(db, request.query),
  );

  app.get(
    '/activity/export.csv',
    { onRequest: app.requireRole('admin'), schema: { querystring: activityExportQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportActivities(
          db,
          request.query,
          exportLanguage(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/users/activities',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: activityLinesAnswer } } },
    async () => ({ activities: await recentActivityLines(db) }),
  );
};
