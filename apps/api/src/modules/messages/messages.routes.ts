import { messageListAnswer, messageListQuery } from '@karigar/domain/message-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { listMessages } from './list-messages';

/** GET /api/messages (admin only): every message to customers, by email and WhatsApp, newest first. */
export const messagesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/messages',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: messageListQuery, response: { 200: messageListAnswer } },
    },
    async (request) => listMessages(db, request.query),
  );
};
