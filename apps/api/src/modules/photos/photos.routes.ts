import {
  orderPhotoFields,
  photoChangedAnswer,
  photoDeletedAnswer,
  photoFlagsBody,
  photoListAnswer,
  photoMessages,
  recentWorkAnswer,
} from '@karigar/domain/photo';
import { RECENT_WORK_PATH } from '@karigar/domain/recent-work';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { readImageForm } from '../../lib/image-form';
import { actor } from '../../plugins/auth';
import { deleteOrderPhoto } from './delete-order-photo';
import { listOrderPhotos } from './list-order-photos';
import { listQuotationPhotos } from './list-quotation-photos';
import { recentWork } from './recent-work';
import { setPhotoFlags } from './set-photo-flags';
import { uploadOrderPhoto } from './upload-order-photo';
import { uploadQuotationPhoto } from './upload-quotation-photo';

const params = z.object({ id: z.string() });
const photoParams = z.object({ id: z.string(), photoId: z.string() });

/**
 * Photos of jobs: the workshop's on orders (the customer sees those not internal), the customer's
 * on their quotation requests, and the public "Recent work" the owner chose for the home page.
 */
export const photoRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  // Multipart: the fields are read and checked by readImageForm, not by a route schema.
  app.post(
    '/orders/:id/photos',
    { onRequest: app.authenticate, schema: { params, response: { 201: photoChangedAnswer } } },
    async (request, reply) => {
      const { fields, image } = await readImageForm(request, orderPhotoFields, 'photo');
      const photo = await uploadOrderPhoto(db, actor(request), request.params.id, fields, image);
      return reply.status(201).send({ message: photoMessages.uploaded, photo });
    },
  );

  app.get(
    '/orders/:id/photos',
    { onRequest: app.authenticate, schema: { params, response: { 200: photoListAnswer } } },
    async (request) => ({ photos: await listOrderPhotos(db, actor(request), request.params.id) }),
  );

  app.patch(
    '/orders/:id/photos/:photoId',
    {
      onRequest: app.authenticate,
      schema: { params: photoParams, body: photoFlagsBody, response: { 200: photoChangedAnswer } },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const photo = await setPhotoFlags(db, actor(request), id, photoId, request.body);
      return { message: photoMessages.updated, photo };
    },
  );

  app.delete(
    '/orders/:id/photos/:photoId',
    { onRequest: app.authenticate, schema: { params: photoParams, response: { 200: photoDeletedAnswer } } },
    async (request) => {
      await deleteOrderPhoto(db, actor(request), request.params.id, request.params.photoId);
      return { message: photoMessages.deleted };
    },
  );

  app.post(
    '/quotations/:id/photos',
    { onRequest: app.authenticate, schema: { params, response: { 201: photoChangedAnswer } } },
    async (request, reply) => {
      const { image } = await readImageForm(request, z.object({}), 'photo');
      const photo = await uploadQuotationPhoto(db, actor(request), request.params.id, image);
      return reply.status(201).send({ message: photoMessages.uploaded, photo });
    },
  );

  app.get(
    '/quotations/:id/photos',
    { onRequest: app.authenticate, schema: { params, response: { 200: photoListAnswer } } },
    async (request) => ({ photos: await listQuotationPhotos(db, actor(request), request.params.id) }),
  );

  app.get(RECENT_WORK_PATH, { schema: { response: { 200: recentWorkAnswer } } }, async () => ({
    photos: await recentWork(db),
  }));
};
