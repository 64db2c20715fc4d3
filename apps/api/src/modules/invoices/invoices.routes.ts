import { moneyReaders } from '@karigar/domain/user';
import { invoiceIssuedAnswer, invoiceMessages, invoicePdfQuery } from '@karigar/domain/invoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { downloadInvoice } from './download-invoice';
import { invoicePdfCache } from './invoice-pdf-cache';
import { issueOrderInvoice } from './issue-order-invoice';

const params = z.object({ id: z.string() });

/** Invoice PDFs each signed-in user may download a minute (counted across every app instance). */
export const INVOICE_PDFS_PER_USER = { max: 30, timeWindow: 60_000 } as const;

export const invoiceRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const pdfs = invoicePdfCache();
  app.get(
    '/invoices/:id/pdf',
    {
      onRequest: app.requireRole(...moneyReaders),
      // Counted per user once the token is checked: a loop of downloads slows nobody else.
      config: {
        rateLimit: { ...INVOICE_PDFS_PER_USER, hook: 'preHandler', keyGenerator: (request) => actor(request).id },
      },
      schema: { params, querystring: invoicePdfQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await downloadInvoice({ ...deps, pdfs }, actor(request), id, request.query.lang, request.ip);
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
