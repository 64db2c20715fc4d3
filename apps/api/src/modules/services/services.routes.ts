import {
  createServiceBody,
  serviceDeletedAnswer,
  serviceIdParams,
  serviceListQuery,
  serviceMessages,
  serviceSavedAnswer,
  serviceSchema,
  serviceStatsAnswer,
  updateServiceBody,
} from '@karigar/domain/service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { createService } from './create-service';
import { deleteService } from './delete-service';
import { getService } from './get-service';
import { getServiceStats } from './get-service-stats';
import { listServices } from './list-services';
import { readImageForm } from '../../lib/image-form';
import { updateService } from './update-service';
import { CatalogueCache } from './catalogue-cache';
import { catalogueVersion } from './catalogue-version';

const JSON_TYPE = 'application/json; charset=utf-8';

export const serviceRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const deps = { db };
  const admin = app.requireRole('admin');
  // Every service change bumps the catalogue's version, so a change made on any instance is seen.
  const catalogue = new CatalogueCache(() => catalogueVersion(db));

  app.get(
    '/services',
    {
      // A page already cached for this exact URL is answered before validation and the handler run.
      onRequest: async (request, reply) => {
        const hit = await catalogue.peek(request.url);
        if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
      },
      // No response schema: the cached page is already serialised JSON (built from serviceListAnswer's shape).
      schema: { querystring: serviceListQuery },
    },
    async (request, reply) => {
      const json = await catalogue.get(request.url, () => listServices(db, request.query));
      return reply.type(JSON_TYPE).send(json);
    },
  );

  app.get('/services/stats/overview', { schema: { response: { 200: serviceStatsAnswer } } }, async () =>
    getServiceStats(db),
  );

  app.get('/services/:id', { schema: { params: serviceIdParams, response: { 200: serviceSchema } } }, async (request) =>
    getService(db, request.params.id),
  );

  // Multipart or JSON: the body is read and checked by readImageForm, not by a route schema.
  app.post(
    '/services',
    { preHandler: admin, schema: { response: { 201: serviceSavedAnswer } } },
    async (request, reply) => {
      const form = await readImageForm(request, createServiceBody, 'image');
      const service = await createService(deps, { actor: actor(request), ip: request.ip }, form);
      return reply.status(201).send({ message: serviceMessages.created, service });
    },
  );

  app.put(
    '/services/:id',
    { preHandler: admin, schema: { params: serviceIdParams, response: { 200: serviceSavedAnswer } } },
    async (request) => {
      const form = await readImageForm(request, updateServiceBody, 'image');
      const service = await updateService(deps, { actor: actor(request), ip: request.ip }, request.params.id, form);
      return { message: serviceMessages.updated, service };
    },
  );

  app.delete(
    '/services/:id',
    { preHandler: admin, schema: { params: serviceIdParams, response: { 200: serviceDeletedAnswer } } },
    async (request) => {
      const { archived } = await deleteService(deps, { actor: actor(request), ip: request.ip }, request.params.id);
      return { message: serviceMessages.deleted, archived };
    },
  );
};
