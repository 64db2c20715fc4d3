import { activityLinesAnswer, activityListAnswer, activityQuery } from '@karigar/domain/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { sendCsv } from '../../lib/csv';
import { listActivities, recentActivities } from './activity.repository';
import { activityExportQuery, exportActivities } from './export-activities';
import { formatActivityLine } from './format-activity-line';

/** How many text lines the admin landing page shows. */
const RECENT_LINES = 20;

export const activityRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/activity',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: activityQuery, response: { 200: activityListAnswer } },
    },
    async (request) => {
      const { page, limit, range, priority } = request.query;
      const { entries, total } = await listActivities(db, { range, priority }, { offset: (page - 1) * limit, limit });
      return {
        activities: entries,
        pagination: { total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },
  );

  app.get(
    '/activity/export.csv',
    { onRequest: app.requireRole('admin'), schema: { querystring: activityExportQuery } },
    async (request, reply) => sendCsv(reply, await exportActivities(db, request.query)),
  );

  app.get(
    '/users/activities',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: activityLinesAnswer } } },
    async () => ({ activities: (await recentActivities(db, RECENT_LINES)).map(formatActivityLine) }),
  );
};
