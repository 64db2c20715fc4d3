import { gstPeriodQuery, gstr1Answer, gstr1CsvQuery } from '@karigar/domain/gst-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { buildGstr1 } from './build-gstr1';
import { sendSectionCsv } from './gstr1-csv';
import { portalJson } from './gstr1-portal-json';

/** GSTR-1 and GSTR-3B 3.1(a) for a month, on screen and as the files the accountant uploads (admins only). */
export const gstReportRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  app.get(
    '/reports/gstr1',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: gstPeriodQuery, response: { 200: gstr1Answer } },
    },
    async (request) => buildGstr1(deps, request.query.period),
  );

  app.get(
    '/reports/gstr1.csv',
    { onRequest: app.requireRole('admin'), schema: { querystring: gstr1CsvQuery } },
    async (request, reply) =>
      sendSectionCsv(reply, await buildGstr1(deps, request.query.period), request.query.section),
  );

  app.get(
    '/reports/gstr1.json',
    { onRequest: app.requireRole('admin'), schema: { querystring: gstPeriodQuery } },
    async (request, reply) => {
      const report = await buildGstr1(deps, request.query.period);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${report.period}.json"`)
        .send(JSON.stringify(portalJson(report)));
    },
  );
};
