import {
  forgotPasswordBody,
  loginBody,
  logoutBody,
  messageAnswer,
  mfaCodeBody,
  mfaRequiredAnswer,
  mfaSetupBody,
  mfaSetupAnswer,
  refreshBody,
  registerBody,
  resetPasswordBody,
  resetPasswordParams,
  sessionAnswer,
  tokenPairAnswer,
  userChangedAnswer,
  verifyMfaBody,
} from '@karigar/domain/auth';
import { messages } from '@karigar/domain/errors';
import { publicUserSchema } from '@karigar/domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { badRequest, unauthorized } from '../../plugins/errors';
import { findPublicUser } from '../users/get-user';
import { changeMfa } from './change-mfa';
import { loginUser } from './login-user';
import { logoutUser } from './logout-user';
import { PER_IP_LIMIT } from './rate-limits';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { setupMfa } from './setup-mfa';
import { verifyMfaLogin } from './verify-mfa-login';

const perIp = { rateLimit: PER_IP_LIMIT };

export const authRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, tokens, mail, config }) => {
  app.post(
    '/auth/register',
    { config: perIp, schema: { body: registerBody, response: { 201: sessionAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await registerUser({ db, tokens, mail, appUrl: config.appUrl }, request.body, request.ip)),
  );

  app.post(
    '/auth/login',
    { config: perIp, schema: { body: loginBody, response: { 200: z.union([sessionAnswer, mfaRequiredAnswer]) } } },
    async (request) => {
      const result = await loginUser({ db, tokens }, request.body, request.ip);
      if (result.outcome === 'failed') throw unauthorized('INVALID_CREDENTIALS');
      if (result.outcome === 'signed-in') return result.session;
      return { mfaRequired: true as const, userId: result.userId, challenge: result.challenge };
    },
  );

  app.post(
    '/auth/verify-mfa',
    { config: perIp, schema: { body: verifyMfaBody, response: { 200: sessionAnswer } } },
    async (request) => {
      const { userId, challenge, verificationCode } = request.body;
      const result = await verifyMfaLogin({ db, tokens }, { userId, challenge, code: verificationCode }, request.ip);
      if (result.outcome === 'window-closed') throw unauthorized('MFA_WINDOW_CLOSED');
      if (result.outcome === 'wrong-code') throw unauthorized('MFA_FAILED');
      return result.session;
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { response: { 200: publicUserSchema } } },
    async (request) => {
      const user = await findPublicUser(db, actor(request).id);
      if (!user) throw unauthorized('TOKEN_INVALID');
      return user;
    },
  );

  app.post(
    '/auth/refresh-token',
    { schema: { body: refreshBody, response: { 200: tokenPairAnswer } } },
    async (request) => {
      const pair = await refreshSession({ db, tokens }, request.body.refreshToken);
      if (!pair) throw unauthorized('REFRESH_FAILED');
      return pair;
    },
  );

  app.post('/auth/logout', { schema: { body: logoutBody, response: { 200: messageAnswer } } }, async (request) => {
    const refreshToken = request.body?.refreshToken;
    if (refreshToken) await logoutUser(db, refreshToken, request.ip);
    return { message: messages.loggedOut };
  });

  app.post(
    '/auth/forgot-password',
    { config: perIp, schema: { body: forgotPasswordBody, response: { 200: messageAnswer } } },
    async (request) => {
      await requestPasswordReset({ db, mail, config, afterAnswer: app.afterAnswer }, request.body.email, request.ip);
      return { message: messages.resetSent };
    },
  );

  app.patch(
    '/auth/reset-password/:token',
    { schema: { params: resetPasswordParams, body: resetPasswordBody, response: { 200: messageAnswer } } },
    async (request) => {
      if (!(await resetPassword({ db, mail }, request.params.token, request.body.newPassword, request.ip)))
        throw badRequest('RESET_LINK_INVALID');
      return { message: messages.passwordReset };
    },
  );

  app.post(
    '/auth/mfa/setup',
    { onRequest: app.authenticate, schema: { body: mfaSetupBody, response: { 200: mfaSetupAnswer } } },
    async (request) => setupMfa(db, actor(request).id, request.body.currentPassword, request.ip),
  );

  app.post(
    '/auth/mfa/enable',
    { onRequest: app.authenticate, schema: { body: mfaCodeBody, response: { 200: userChangedAnswer } } },
    async (request) => ({
      message: messages.mfaEnabled,
      user: await changeMfa({ db, mail }, actor(request).id, { enable: true, code: request.body.code }, request.ip),
    }),
  );

  app.post(
    '/auth/mfa/disable',
    { onRequest: app.authenticate, schema: { body: mfaCodeBody, response: { 200: userChangedAnswer } } },
    async (request) => ({
      message: messages.mfaDisabled,
      user: await changeMfa({ db, mail }, actor(request).id, { enable: false, code: request.body.code }, request.ip),
    }),
  );
};
