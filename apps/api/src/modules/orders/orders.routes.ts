import { moneyReaders } from '@karigar/domain/user';
import {
  manualOrderBody,
  orderIdParams,
  orderListQuery,
  orderMessages,
  orderStatusBody,
  orderStatusUpdatedMessage,
  requestServiceBody,
} from '@karigar/domain/order';
import {
  orderChangedAnswer,
  orderDeletedAnswer,
  orderListAnswer,
  orderSchema,
  orderStatsAnswer,
} from '@karigar/domain/order-answer';
import { orderGstinBody } from '@karigar/domain/gstin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { sendCsv } from '../../lib/csv';
import { actor } from '../../plugins/auth';
import { changeOrderStatus } from './change-order-status';
import { createManualOrder } from './create-manual-order';
import { deleteOrder } from './delete-order';
import { exportOrders, orderExportQuery } from './export-orders';
import { exportLanguage } from '../../lib/export-texts';
import { getOrder } from './get-order';
import { listOrders } from './list-orders';
import { getOrderStats } from './order-stats';
import { requestServiceOrder } from './request-service-order';
import { setOrderGstin } from './set-order-gstin';

export const orderRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/orders',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: orderListQuery, response: { 200: orderListAnswer } },
    },
    async (request) => listOrders(db, request.query),
  );

  app.get(
    '/orders/export.csv',
    { onRequest: app.requireRole('admin'), schema: { querystring: orderExportQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportOrders(
          db,
          deps.config.business,
          request.query,
          exportLanguage(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/orders/my',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { querystring: orderListQuery, response: { 200: orderListAnswer } },
    },
    async (request) => listOrders(db, request.query, actor(request).id),
  );

  app.get(
    '/orders/stats',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: orderStatsAnswer } } },
    async () => getOrderStats(db),
  );

  app.get(
    '/orders/:id',
    { onRequest: app.requireRole(...moneyReaders), schema: { params: orderIdParams, response: { 200: orderSchema } } },
    async (request) => getOrder(db, request.params.id, actor(request)),
  );

  app.patch(
    '/orders/:id/status',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderIdParams, body: orderStatusBody, response: { 200: orderChangedAnswer } },
    },
    async (request) => {
      const order = await changeOrderStatus(deps, actor(request), request.params.id, request.body, request.ip);
      return { message: orderStatusUpdatedMessage(request.body.status), order };
    },
  );

  app.patch(
    '/orders/:id/gstin',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderIdParams, body: orderGstinBody, response: { 200: orderChangedAnswer } },
    },
    async (request) => {
      const order = await setOrderGstin(db, actor(request), request.params.id, request.body.gstin, request.ip);
      return { message: orderMessages.gstinSaved, order };
    },
  );

  app.delete(
    '/orders/:id',
    { onRequest: app.requireRole('admin'), schema: { params: orderIdParams, response: { 200: orderDeletedAnswer } } },
    async (request) => {
      await deleteOrder(db, actor(request), request.params.id, request.ip);
      return { message: orderMessages.deleted };
    },
  );

  app.post(
    '/orders',
    {
      onRequest: app.requireRole('admin'),
      schema: { body: manualOrderBody, response: { 201: orderChangedAnswer } },
    },
    async (request, reply) => {
      const order = await createManualOrder(deps, actor(request), request.body, request.ip);
      return reply.status(201).send({ message: orderMessages.created, order });
    },
  );

  app.post(
    '/orders/request-service',
    {
      onRequest: app.requireRole('user'),
      schema: { body: requestServiceBody, response: { 201: orderChangedAnswer } },
    },
    async (request, reply) => {
      const order = await requestServiceOrder(deps, actor(request), request.body, request.ip);
      return reply.status(201).send({ message: orderMessages.serviceRequested, order });
    },
  );
};
