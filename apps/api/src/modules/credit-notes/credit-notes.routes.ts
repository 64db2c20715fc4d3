import {
  creditNoteBody,
  creditNoteIssuedAnswer,
  creditNoteMessages,
  creditNoteParams,
  creditNotesAnswer,
} from '@karigar/domain/credit-note';
import { invoicePdfQuery } from '@karigar/domain/invoice';
import { orderIdParams } from '@karigar/domain/order';
import { moneyReaders } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { INVOICE_PDFS_PER_USER } from '../invoices/invoices.routes';
import { downloadCreditNote } from './download-credit-note';
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

  app.get(
    '/orders/:id/credit-notes/:creditNoteId/pdf',
    {
      onRequest: app.requireRole(...moneyReaders),
      config: {
        rateLimit: { ...INVOICE_PDFS_PER_USER, hook: 'preHandler', keyGenerator: (request) => actor(request).id },
      },
      schema: { params: creditNoteParams, querystring: invoicePdfQuery },
    },
    async (request, reply) => {
      const ids = { orderId: request.params.id, creditNoteId: request.params.creditNoteId };
      const note = await downloadCreditNote(deps, actor(request), ids, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="credit-note-${note.number.replaceAll('/', '-')}.pdf"`)
        .send(note.pdf);
    },
  );
};
