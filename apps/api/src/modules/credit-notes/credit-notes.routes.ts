import {
  creditNoteBody,
  creditNoteIssuedAnswer,
  creditNoteMessages,
  creditNotesAnswer,
} from '@karigar/domain/credit-note';
import { orderIdParams } from '@karigar/domain/order';
import { moneyReaders } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { issueCreditNote } from './issue-credit-note';
import { getCreditNotes } from './list-credit-notes';

export const creditNoteRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  app.post(
    '/orders/:id/credit-notes',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderIdParams, body: creditNoteBody, response: { 201: creditNoteIssuedAnswer } },
    },
    async (request, reply) => {
      const creditNote = await issueCreditNote(deps, actor(request), request.params.id, request.body, request.ip);
      return reply.status(201).send({ message: creditNoteMessages.issued, creditNote });
    },
  );

  app.get(
    '/orders/:id/credit-notes',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params: orderIdParams, response: { 200: creditNotesAnswer } },
    },
    async (request) => getCreditNotes(deps.db, actor(request), request.params.id),
  );
};
