import { moneyReaders } from '@karigar/domain/user';
import {
  followUpBody,
  quotationActionBody,
  quotationListQuery,
  quotationMessages,
  requestQuotationBody,
  updateQuotationBody,
} from '@karigar/domain/quotation';
import {
  quotationActionAnswer,
  quotationChangedAnswer,
  quotationDeletedAnswer,
  quotationListAnswer,
  quotationSchema,
  quotationStatsAnswer,
} from '@karigar/domain/quotation-answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { sendCsv } from '../../lib/csv';
import { actor } from '../../plugins/auth';
import { actOnQuotation } from './act-on-quotation';
import { deleteQuotation } from './delete-quotation';
import { exportQuotations, quotationExportQuery } from './export-quotations';
import { exportLanguage } from '../../lib/export-texts';
import { getQuotation } from './get-quotation';
import { listQuotations } from './list-quotations';
import { getQuotationStats } from './quotation-stats';
import { requestQuotation } from './request-quotation';
import { sendFollowUp } from './send-follow-up';
import { updateQuotation } from './update-quotation';

const params = z.object({ id: z.string() });

export const quotationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/quotations/request',
    {
      onRequest: app.requireRole('user'),
      schema: { body: requestQuotationBody, response: { 201: quotationChangedAnswer } },
    },
    async (request, reply) => {
      const quotation = await requestQuotation(deps, actor(request), request.body, request.ip);
      return reply.status(201).send({ message: quotationMessages.requested, quotation });
    },
  );

  app.get(
    '/quotations/user',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { querystring: quotationListQuery, response: { 200: quotationListAnswer } },
    },
    async (request) => listQuotations(db, request.query, actor(request).id),
  );

  app.get(
    '/quotations/admin',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: quotationListQuery, response: { 200: quotationListAnswer } },
    },
    async (request) => listQuotations(db, request.query),
  );

  app.get(
    '/quotations/export.csv',
    { onRequest: app.requireRole('admin'), schema: { querystring: quotationExportQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportQuotations(
          db,
          request.query,
          exportLanguage(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/quotations/stats',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: quotationStatsAnswer } } },
    async () => getQuotationStats(db),
  );

  app.get(
    '/quotations/:id',
    { onRequest: app.requireRole(...moneyReaders), schema: { params, response: { 200: quotationSchema } } },
    async (request) => getQuotation(db, request.params.id, actor(request)),
  );

  app.put(
    '/quotations/:id/update',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params, body: updateQuotationBody, response: { 200: quotationChangedAnswer } },
    },
    async (request) => {
      const quotation = await updateQuotation(deps, actor(request), request.params.id, request.body, request.ip);
      return { message: quotationMessages.updated, quotation };
    },
  );

  app.patch(
    '/quotations/:id/action',
    {
      onRequest: app.requireRole('user'),
      schema: { params, body: quotationActionBody, response: { 200: quotationActionAnswer } },
    },
    async (request) => actOnQuotation(deps, actor(request), request.params.id, request.body.action, request.ip),
  );

  app.patch(
    '/quotations/:id/follow-up',
    {
      onRequest: app.requireRole('admin'),
      schema: { params, body: followUpBody, response: { 200: quotationChangedAnswer } },
    },
    async (request) => {
      const quotation = await sendFollowUp(deps, actor(request), request.params.id, request.body, request.ip);
      return { message: quotationMessages.followUpSent, quotation };
    },
  );

  app.delete(
    '/quotations/:id',
    { onRequest: app.requireRole('admin'), schema: { params, response: { 200: quotationDeletedAnswer } } },
    async (request) => {
      await deleteQuotation(db, actor(request), request.params.id, request.ip);
      return { message: quotationMessages.deleted };
    },
  );
};
