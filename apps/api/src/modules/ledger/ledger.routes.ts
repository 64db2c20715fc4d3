import { ledgerAnswer, ledgerQuery } from '@karigar/domain/refund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { listLedger } from './list-ledger';

/** The money ledger, for admins (the day book and the Money screen read it). */
export const ledgerRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/ledger',
    { onRequest: app.requireRole('admin'), schema: { querystring: ledgerQuery, response: { 200: ledgerAnswer } } },
    async (request) => listLedger(db, request.query),
  );
};
