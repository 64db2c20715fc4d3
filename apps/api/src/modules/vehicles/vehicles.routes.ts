import {
  vehicleBody,
  vehicleChangedAnswer,
  vehicleDeletedAnswer,
  vehicleListAnswer,
  vehicleListQuery,
  vehicleMessages,
} from '@karigar/domain/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { deleteVehicle } from './delete-vehicle';
import { listVehicles } from './list-vehicles';
import { changeVehicle, createVehicle } from './save-vehicle';

const params = z.object({ id: z.string() });

/** A customer's vehicles and fiberglass items: their own, or for the workshop anyone's (`?userId=`). */
export const vehicleRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/vehicles',
    { onRequest: app.authenticate, schema: { querystring: vehicleListQuery, response: { 200: vehicleListAnswer } } },
    async (request) => ({ vehicles: await listVehicles(db, actor(request), request.query.userId) }),
  );

  app.post(
    '/vehicles',
    {
      onRequest: app.authenticate,
      schema: { querystring: vehicleListQuery, body: vehicleBody, response: { 201: vehicleChangedAnswer } },
    },
    async (request, reply) => {
      const vehicle = await createVehicle(db, actor(request), request.query.userId, request.body);
      return reply.status(201).send({ message: vehicleMessages.created, vehicle });
    },
  );

  app.put(
    '/vehicles/:id',
    { onRequest: app.authenticate, schema: { params, body: vehicleBody, response: { 200: vehicleChangedAnswer } } },
    async (request) => ({
      message: vehicleMessages.updated,
      vehicle: await changeVehicle(db, actor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/vehicles/:id',
    { onRequest: app.authenticate, schema: { params, response: { 200: vehicleDeletedAnswer } } },
    async (request) => {
      await deleteVehicle(db, actor(request), request.params.id);
      return { message: vehicleMessages.deleted };
    },
  );
};
