import { orderIdParams } from '@karigar/domain/order';
import { createRefundBody, orderRefundsAnswer, refundCreatedAnswer } from '@karigar/domain/refund';
import { moneyReaders } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor } from '../../../plugins/auth';
import type { PaymentDeps } from '../payment-deps';
import { createRefund } from './create-refund';
import { listRefunds } from './list-refunds';

/** An order's refunds: started by an admin, read by an admin or the order's customer. */
export const refundRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  app.post(
    '/orders/:id/refunds',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderIdParams, body: createRefundBody, response: { 201: refundCreatedAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send(await createRefund(deps, actor(request), request.params.id, request.body, request.ip)),
  );

  app.get(
    '/orders/:id/refunds',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params: orderIdParams, response: { 200: orderRefundsAnswer } },
    },
    async (request) => listRefunds(deps.db, actor(request), request.params.id),
  );
};
