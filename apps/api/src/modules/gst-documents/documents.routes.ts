import { invoicePdfQuery } from '@karigar/domain/invoice';
import { orderIdParams } from '@karigar/domain/order';
import { orderDocumentParams, orderDocumentsAnswer } from '@karigar/domain/order-documents';
import { moneyReaders } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { INVOICE_PDFS_PER_USER } from '../invoices/invoices.routes';
import { downloadOrderDocument, listOrderDocuments } from './order-documents';

/** An order's GST documents: the list and each one's PDF (the order's customer or an admin). */
export const documentRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  app.get(
    '/orders/:id/documents',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params: orderIdParams, response: { 200: orderDocumentsAnswer } },
    },
    async (request) => ({ documents: await listOrderDocuments(deps, actor(request), request.params.id) }),
  );

  app.get(
    '/orders/:id/documents/:documentId/pdf',
    {
      onRequest: app.requireRole(...moneyReaders),
      // Counted per user as invoice PDFs are: a loop of downloads slows nobody else.
      config: {
        rateLimit: { ...INVOICE_PDFS_PER_USER, hook: 'preHandler', keyGenerator: (request) => actor(request).id },
      },
      schema: { params: orderDocumentParams, querystring: invoicePdfQuery },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const { number, pdf } = await downloadOrderDocument(
        deps,
        actor(request),
        { orderId: id, documentId },
        request.query.lang,
      );
      // The number has only letters, digits, '-' and '/', which the file name turns into '-'.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number.replaceAll('/', '-')}.pdf"`)
        .send(pdf);
    },
  );
};
