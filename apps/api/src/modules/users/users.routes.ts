import {
  confirmEmailParams,
  messageAnswer,
  profileChangedAnswer,
  updateProfileBody,
  userChangedAnswer,
} from '@karigar/domain/auth';
import { messages } from '@karigar/domain/errors';
import { languageBody } from '@karigar/domain/language';
import {
  createUserBody,
  publicUserSchema,
  updateUserBody,
  userIdParams,
  userListAnswer,
  userListQuery,
  userStatsAnswer,
} from '@karigar/domain/user';
import { userRecordsAnswer } from '@karigar/domain/user-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { readImageForm } from '../../lib/image-form';
import { actor } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { sendCsv } from '../../lib/csv';
import { exportUsers, userExportQuery } from './export-users';
import { exportLanguage } from '../../lib/export-texts';
import { confirmEmailChange } from './confirm-email-change';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { getUserRecords } from './get-user-records';
import { getUserStats } from './get-user-stats';
import { listUsers } from './list-users';
import { setLanguage } from './set-language';
import { updateProfile } from './update-profile';
import { updateUserAsAdmin } from './update-user';
import { findPublicUser } from './get-user';

export const usersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, tokens, mail }) => {
  const profileDeps = { db, tokens, mail, appUrl: config.appUrl };
  const adminDeps = { db, mail, appUrl: config.appUrl };
  const adminOnly = app.requireRole('admin');

  // The spec names both paths for the same profile update.
  for (const url of ['/users/me', '/auth/users/me']) {
    app.put(
      url,
      { onRequest: app.authenticate, schema: { response: { 200: profileChangedAnswer } } },
      async (request) => {
        const form = await readImageForm(request, updateProfileBody, 'profileImage');
        const { user, pendingEmail, session } = await updateProfile(profileDeps, actor(request).id, form, request.ip);
        const message = pendingEmail ? messages.emailChangeSent : messages.profileUpdated;
        return { message, user, ...(pendingEmail ? { pendingEmail } : {}), ...session };
      },
    );
  }

  app.put(
    '/users/me/language',
    { onRequest: app.authenticate, schema: { body: languageBody } },
    async (request, reply) => {
      await setLanguage(db, actor(request).id, request.body.language);
      return reply.status(204).send();
    },
  );

  // The link mailed to a new address; public, since the link itself is the proof.
  app.post(
    '/auth/confirm-email/:token',
    { schema: { params: confirmEmailParams, response: { 200: messageAnswer } } },
    async (request) => {
      await confirmEmailChange({ db, mail }, request.params.token, request.ip);
      return { message: messages.emailChanged };
    },
  );

  app.get('/users/stats', { onRequest: adminOnly, schema: { response: { 200: userStatsAnswer } } }, async () =>
    getUserStats(db),
  );

  app.get(
    '/users/export.csv',
    { onRequest: adminOnly, schema: { querystring: userExportQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportUsers(db, request.query, exportLanguage(request.query.lang, request.headers['accept-language'])),
      ),
  );

  app.get(
    '/users',
    { onRequest: adminOnly, schema: { querystring: userListQuery, response: { 200: userListAnswer } } },
    async (request) => listUsers(db, request.query),
  );

  app.post(
    '/users/create',
    { onRequest: adminOnly, schema: { body: createUserBody, response: { 201: userChangedAnswer } } },
    async (request, reply) => {
      const user = await createUser(adminDeps, actor(request), request.body, request.ip);
      return reply.status(201).send({ message: messages.userCreated, user });
    },
  );

  app.get(
    '/users/:id',
    { onRequest: adminOnly, schema: { params: userIdParams, response: { 200: publicUserSchema } } },
    async (request) => {
      const user = await findPublicUser(db, request.params.id);
      if (!user) throw notFound('USER_NOT_FOUND');
      return user;
    },
  );

  app.get(
    '/users/:id/records',
    { onRequest: adminOnly, schema: { params: userIdParams, response: { 200: userRecordsAnswer } } },
    async (request) => getUserRecords(db, request.params.id),
  );

  app.put(
    '/users/:id',
    { onRequest: adminOnly, schema: { params: userIdParams, response: { 200: userChangedAnswer } } },
    async (request) => {
      const form = await readImageForm(request, updateUserBody, 'profileImage');
      const user = await updateUserAsAdmin(adminDeps, actor(request), request.params.id, form, request.ip);
      return { message: messages.userUpdated, user };
    },
  );

  app.delete(
    '/users/:id',
    { onRequest: adminOnly, schema: { params: userIdParams, response: { 200: messageAnswer } } },
    async (request) => {
      await deleteUser(db, actor(request), request.params.id, request.ip);
      return { message: messages.userDeleted };
    },
  );
};
