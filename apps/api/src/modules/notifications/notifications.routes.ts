import {
  notificationSettingsAnswer,
  ownNotificationsBody,
  spokenConsentBody,
} from '@karigar/domain/notification-settings';
import { userIdParams } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { changeOwnNotifications, getNotificationSettings, recordSpokenConsent } from './notification-settings';

/** A customer's channels and consent: their own on the profile; an admin records spoken consent or an opt-out. */
export const notificationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const adminOnly = app.requireRole('admin');
  const answer = { response: { 200: notificationSettingsAnswer } };

  app.get('/users/me/notifications', { onRequest: app.authenticate, schema: answer }, async (request) =>
    getNotificationSettings(db, actor(request).id),
  );

  app.put(
    '/users/me/notifications',
    { onRequest: app.authenticate, schema: { body: ownNotificationsBody, ...answer } },
    async (request) => changeOwnNotifications(db, actor(request), request.body, request.ip),
  );

  app.get(
    '/users/:id/notifications',
    { onRequest: adminOnly, schema: { params: userIdParams, ...answer } },
    async (request) => getNotificationSettings(db, request.params.id),
  );

  app.put(
    '/users/:id/notifications',
    { onRequest: adminOnly, schema: { params: userIdParams, body: spokenConsentBody, ...answer } },
    async (request) => recordSpokenConsent(db, actor(request), request.params.id, request.body.whatsApp, request.ip),
  );
};
