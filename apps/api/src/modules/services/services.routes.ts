import {
  createServiceBody,
  serviceDeletedAnswer,
  serviceIdParams,
  serviceListQuery,
  serviceMessages,
  serviceSavedAnswer,
  serviceStatsAnswer,
  updateServiceBody,
} from '@karigar/domain/service';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { createService } from './create-service';
import { deleteService } from './delete-service';
import { getServiceStats } from './get-service-stats';
import { readImageForm } from '../../lib/image-form';
import { updateService } from './update-service';
import type { PublicCatalogue } from './public-catalogue';
import { catalogueGstRate } from './service-answer';

const JSON_TYPE = 'application/json; charset=utf-8';

export const serviceRoutes: FastifyPluginAsyncZod<FeatureDeps & { catalogue: PublicCatalogue }> = async (
  app,
  { db, config, catalogue },
) => {
  const deps = { db, gstRate: catalogueGstRate(config.business) };
  const admin = app.requireRole('admin');
  // An answer already cached for this exact URL is sent before validation and the handler run.
  const cached = async (request: FastifyRequest, reply: FastifyReply) => {
    const hit = await catalogue.peek(request.url);
    if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  };

  app.get(
    '/services',
    // No response schema: the cached page is already serialised JSON (built from serviceListAnswer's shape).
    { onRequest: cached, schema: { querystring: serviceListQuery } },
    async (request, reply) => reply.type(JSON_TYPE).send(await catalogue.list(request.url, request.query)),
  );

  app.get('/services/stats/overview', { schema: { response: { 200: serviceStatsAnswer } } }, async () =>
    getServiceStats(db),
  );

  // Cached like the list (the answer is serviceSchema's shape, built by toService).
  app.get('/services/:id', { onRequest: cached, schema: { params: serviceIdParams } }, async (request, reply) =>
    reply.type(JSON_TYPE).send(await catalogue.service(request.url, request.params.id)),
  );

  // Multipart or JSON: the body is read and checked by readImageForm, not by a route schema.
  app.post(
    '/services',
    { onRequest: admin, schema: { response: { 201: serviceSavedAnswer } } },
    async (request, reply) => {
      const form = await readImageForm(request, createServiceBody, 'image');
      const service = await createService(deps, { actor: actor(request), ip: request.ip }, form);
      return reply.status(201).send({ message: serviceMessages.created, service });
    },
  );

  app.put(
    '/services/:id',
    { onRequest: admin, schema: { params: serviceIdParams, response: { 200: serviceSavedAnswer } } },
    async (request) => {
      const form = await readImageForm(request, updateServiceBody, 'image');
      const service = await updateService(deps, { actor: actor(request), ip: request.ip }, request.params.id, form);
      return { message: serviceMessages.updated, service };
    },
  );

  app.delete(
    '/services/:id',
    { onRequest: admin, schema: { params: serviceIdParams, response: { 200: serviceDeletedAnswer } } },
    async (request) => {
      const { archived } = await deleteService(deps, { actor: actor(request), ip: request.ip }, request.params.id);
      return { message: serviceMessages.deleted, archived };
    },
  );
};
