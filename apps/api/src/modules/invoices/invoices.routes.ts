import { invoiceIssuedAnswer, invoiceMessages, invoicePdfQuery } from '@karigar/domain/invoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { downloadInvoice } from './download-invoice';
import { issueOrderInvoice } from './issue-order-invoice';

const params = z.object({ id: z.string() });

export const invoiceRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  app.get(
    '/invoices/:id/pdf',
    { onRequest: app.authenticate, schema: { params, querystring: invoicePdfQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await downloadInvoice(deps, actor(request), id, request.query.lang, request.ip);
      // The id is a UUID by now (anything else answered 404), so it is safe in the header.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/invoices/:id/issue',
    { onRequest: app.requireRole('admin'), schema: { params, response: { 200: invoiceIssuedAnswer } } },
    async (request) => {
      const invoice = await issueOrderInvoice(deps, request.params.id, actor(request), request.ip);
      return {
        message: invoiceMessages.issued,
        invoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
      };
    },
  );
};
