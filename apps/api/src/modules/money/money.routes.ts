import { dayBookAnswer, duesAnswer, moneyRangeQuery, refundsAnswer } from '@karigar/domain/money-book';
import { languageSchema } from '@karigar/domain/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { sendCsv } from '../../lib/csv';
import { exportLanguage, exportTexts } from '../../lib/export-texts';
import { dayBookCsv, duesCsv, refundsCsv } from './money-csv';
import { getDayBook, getDues, getRefunds } from './money-overview';

const langQuery = z.object({ lang: languageSchema.optional() });

/** The admin's Money screen: the day book, dues by customer and refunds, each as JSON and CSV. */
export const moneyRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const admin = app.requireRole('admin');
  const texts = (lang: z.output<typeof langQuery>['lang'], acceptLanguage: string | undefined) =>
    exportTexts(exportLanguage(lang, acceptLanguage));

  app.get(
    '/money/day-book',
    { onRequest: admin, schema: { querystring: moneyRangeQuery, response: { 200: dayBookAnswer } } },
    async (request) => getDayBook(db, request.query),
  );
  app.get(
    '/money/day-book.csv',
    { onRequest: admin, schema: { querystring: moneyRangeQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        dayBookCsv(await getDayBook(db, request.query), texts(request.query.lang, request.headers['accept-language'])),
      ),
  );

  app.get('/money/dues', { onRequest: admin, schema: { response: { 200: duesAnswer } } }, async () =>
    getDues(db, new Date()),
  );
  app.get('/money/dues.csv', { onRequest: admin, schema: { querystring: langQuery } }, async (request, reply) =>
    sendCsv(
      reply,
      duesCsv(await getDues(db, new Date()), texts(request.query.lang, request.headers['accept-language'])),
    ),
  );

  app.get(
    '/money/refunds',
    { onRequest: admin, schema: { querystring: moneyRangeQuery, response: { 200: refundsAnswer } } },
    async (request) => getRefunds(db, request.query),
  );
  app.get(
    '/money/refunds.csv',
    { onRequest: admin, schema: { querystring: moneyRangeQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        refundsCsv(await getRefunds(db, request.query), texts(request.query.lang, request.headers['accept-language'])),
      ),
  );
};
