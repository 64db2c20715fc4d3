import { moneyReaders } from '@karigar/domain/user';
import {
  checkoutScriptUrls,
  createPaymentOrderAnswer,
  createPaymentOrderBody,
  paymentConfigAnswer,
  paymentHistoryAnswer,
  paymentHistoryQuery,
  verifyPaymentAnswer,
  verifyPaymentBody,
  webhookAnswer,
} from '@karigar/domain/payment';
import { invoicePdfQuery } from '@karigar/domain/invoice';
import { orderIdParams } from '@karigar/domain/order';
import {
  orderPaymentChangedAnswer,
  orderPaymentParams,
  orderPaymentsAnswer,
  recordedPaymentMessages,
  recordPaymentBody,
  voidPaymentBody,
} from '@karigar/domain/recorded-payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { createPaymentProvider } from '../../lib/payments/create-payment-provider';
import { SandboxPaymentProvider } from '../../lib/payments/sandbox-provider';
import { actor } from '../../plugins/auth';
import { INVOICE_PDFS_PER_USER } from '../invoices/invoices.routes';
import { createPaymentOrder } from './create-payment-order';
import { downloadReceipt } from './download-receipt';
import { handleWebhook } from './handle-webhook';
import { listOrderPayments } from './list-order-payments';
import { listPayments } from './list-payments';
import type { PaymentDeps } from './payment-deps';
import { sandboxRoutes } from './payments-sandbox.routes';
import { recordPayment } from './record-payment';
import { refundRoutes } from './refunds/refunds.routes';
import { verifyPayment } from './verify-payment';
import { voidPayment } from './void-payment';

/** A header's value when it was sent once. */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const paymentRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { config, db, mail }) => {
  const provider = createPaymentProvider(config.payments, db);
  const deps: PaymentDeps = { config, db, mail, provider, log: app.log };

  app.get('/payments/config', { schema: { response: { 200: paymentConfigAnswer } } }, async () => ({
    mode: config.payments.mode,
    keyId: config.payments.keyId,
    checkoutScriptUrl: checkoutScriptUrls[config.payments.mode],
  }));

  app.post(
    '/payments/create-order',
    {
      onRequest: app.requireRole('user'),
      schema: { body: createPaymentOrderBody, response: { 200: createPaymentOrderAnswer } },
    },
    async (request) => createPaymentOrder(deps, actor(request), request.body, request.ip),
  );

  app.post(
    '/payments/verify',
    {
      onRequest: app.requireRole('user'),
      schema: { body: verifyPaymentBody, response: { 200: verifyPaymentAnswer } },
    },
    async (request) => verifyPayment(deps, actor(request), request.body, request.ip),
  );

  app.get(
    '/payments/history',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { querystring: paymentHistoryQuery, response: { 200: paymentHistoryAnswer } },
    },
    async (request) => listPayments(db, actor(request), request.query),
  );

  app.get(
    '/orders/:id/payments',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params: orderIdParams, response: { 200: orderPaymentsAnswer } },
    },
    async (request) => listOrderPayments(db, actor(request), request.params.id),
  );

  app.post(
    '/orders/:id/payments',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderIdParams, body: recordPaymentBody, response: { 201: orderPaymentChangedAnswer } },
    },
    async (request, reply) => {
      const order = await recordPayment(deps, actor(request), request.params.id, request.body, request.ip);
      return reply.status(201).send({ message: recordedPaymentMessages.recorded, order });
    },
  );

  app.get(
    '/orders/:id/payments/:paymentId/receipt',
    {
      onRequest: app.requireRole(...moneyReaders),
      // Counted per user once the token is checked, as invoice PDFs are.
      config: {
        rateLimit: { ...INVOICE_PDFS_PER_USER, hook: 'preHandler', keyGenerator: (request) => actor(request).id },
      },
      schema: { params: orderPaymentParams, querystring: invoicePdfQuery },
    },
    async (request, reply) => {
      const ids = { orderId: request.params.id, paymentId: request.params.paymentId };
      const receipt = await downloadReceipt(deps, actor(request), ids, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.number}.pdf"`)
        .send(receipt.pdf);
    },
  );

  app.post(
    '/orders/:id/payments/:paymentId/void',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderPaymentParams, body: voidPaymentBody, response: { 200: orderPaymentChangedAnswer } },
    },
    async (request) => {
      const ids = { orderId: request.params.id, paymentId: request.params.paymentId };
      const order = await voidPayment(deps, actor(request), ids, request.body.reason, request.ip);
      return { message: recordedPaymentMessages.voided, order };
    },
  );

  // The webhook's signature covers the exact bytes Razorpay sent, so this route alone reads JSON as a raw buffer.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post('/payments/webhook', { schema: { response: { 200: webhookAnswer } } }, async (request) =>
      handleWebhook(deps, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: single(request.headers['x-razorpay-signature']),
        eventId: single(request.headers['x-razorpay-event-id'])?.slice(0, 200),
        ip: request.ip,
      }),
    );
  });

  await app.register(refundRoutes, deps);
  if (provider instanceof SandboxPaymentProvider) await app.register(sandboxRoutes, { ...deps, sandbox: provider });
};
