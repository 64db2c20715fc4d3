import { messages } from '@karigar/domain/errors';
import { publicUserSchema, userIdParams, userListAnswer, userListQuery, userStatsAnswer } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { getUserStats } from './get-user-stats';
import { listUsers } from './list-users';
import { toPublicUser } from './public-user';
import { profileChangedAnswer, updateProfileBody } from '@karigar/domain/auth';
import { readImageForm } from '../../lib/image-form';
import { updateProfile } from './update-profile';
import { findUserById } from './users.repository';

export const usersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, tokens }) => {
  // The spec names both paths for the same profile update.
  for (const url of ['/users/me', '/auth/users/me']) {
    app.put(
      url,
      { preHandler: app.authenticate, schema: { response: { 200: profileChangedAnswer } } },
      async (request) => {
        const form = await readImageForm(request, updateProfileBody, 'profileImage');
        const deps = { db, uploadsDir: config.uploadsDir, tokens };
        const { user, session } = await updateProfile(deps, actor(request).id, form, request.ip);
        return { message: messages.profileUpdated, user, ...session };
      },
    );
  }

  app.get(
    '/users/stats',
    { preHandler: app.requireRole('admin'), schema: { response: { 200: userStatsAnswer } } },
    async () => getUserStats(db),
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
