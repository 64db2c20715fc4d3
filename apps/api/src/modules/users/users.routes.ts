import { messages } from '@karigar/domain/errors';
import { publicUserSchema, userIdParams, userListAnswer, userListQuery, userStatsAnswer } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { sendCsv } from '../../lib/csv';
import { exportUsers, userExportQuery } from './export-users';
import { getUserStats } from './get-user-stats';
import { listUsers } from './list-users';
import { toPublicUser } from './public-user';
import { confirmEmailParams, messageAnswer, profileChangedAnswer, updateProfileBody } from '@karigar/domain/auth';
import { readImageForm } from '../../lib/image-form';
import { confirmEmailChange } from './confirm-email-change';
import { updateProfile } from './update-profile';
import { findUserById } from './users.repository';

export const usersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, tokens, mailer }) => {
  const profileDeps = { db, uploadsDir: config.uploadsDir, tokens, mailer, appUrl: config.appUrl };
  // The spec names both paths for the same profile update.
  for (const url of ['/users/me', '/auth/users/me']) {
    app.put(
      url,
      { preHandler: app.authenticate, schema: { response: { 200: profileChangedAnswer } } },
      async (request) => {
        const form = await readImageForm(request, updateProfileBody, 'profileImage');
        const { user, pendingEmail, session } = await updateProfile(profileDeps, actor(request).id, form, request.ip);
        const message = pendingEmail ? messages.emailChangeSent : messages.profileUpdated;
        return { message, user, ...(pendingEmail ? { pendingEmail } : {}), ...session };
      },
    );
  }

  // The link mailed to a new address; public, since the link itself is the proof.
  app.post(
    '/auth/confirm-email/:token',
    { schema: { params: confirmEmailParams, response: { 200: messageAnswer } } },
    async (request) => {
      await confirmEmailChange(db, request.params.token, request.ip);
      return { message: messages.emailChanged };
    },
  );

  app.get(
    '/users/stats',
    { preHandler: app.requireRole('admin'), schema: { response: { 200: userStatsAnswer } } },
    async () => getUserStats(db),
  );

  app.get(
    '/users/export.csv',
    { preHandler: app.requireRole('admin'), schema: { querystring: userExportQuery } },
    async (request, reply) => sendCsv(reply, await exportUsers(db, request.query)),
  );

  app.get(
    '/users',
    { preHandler: app.requireRole('admin'), schema: { querystring: userListQuery, response: { 200: userListAnswer } } },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    '/users/:id',
    { preHandler: app.requireRole('admin'), schema: { params: userIdParams, response: { 200: publicUserSchema } } },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound('User not found');
      return toPublicUser(user);
    },
  );
};
