import { orderIdParams } from '@karigar/domain/order';
import {
  payLinkAnswer,
  payLinkCheckoutAnswer,
  payLinkDetails as payLinkDetailsSchema,
  payLinkParams,
  payLinkVerifyAnswer,
  payLinkVerifyBody,
  paymentRemindersAnswer,
  remindAnswer,
  reminderSettingsSchema,
} from '@karigar/domain/payment-reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { createPaymentProvider } from '../../lib/payments/create-payment-provider';
import { actor } from '../../plugins/auth';
import { TOKEN_LINK_CALLS_PER_IP } from '../../plugins/rate-limits';
import type { PaymentDeps } from '../payments/payment-deps';
import { createPayLink, payLinkDetails } from './pay-link';
import { payLinkCheckout, payLinkVerify } from './pay-link-checkout';
import { orderReminders, remindNow } from './remind-now';
import { getReminderSettings } from './get-reminder-settings';
import { updateReminderSettings } from './update-reminder-settings';

/** Payment reminders (admin) and pay links (the order's customer or an admin makes one; whoever holds it pays). */
export const remindersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, config } = deps;
  const payments: PaymentDeps = { ...deps, provider: createPaymentProvider(config.payments, db), log: app.log };
  // Counted across every instance: a token cannot be guessed, nor the calls flooded.
  const perIp = { rateLimit: TOKEN_LINK_CALLS_PER_IP };

  app.get(
    '/settings/reminders',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: reminderSettingsSchema } } },
    async () => getReminderSettings(db),
  );

  app.put(
    '/settings/reminders',
    {
      onRequest: app.requireRole('admin'),
      schema: { body: reminderSettingsSchema, response: { 200: reminderSettingsSchema } },
    },
    async (request) => updateReminderSettings(db, { actor: actor(request), ip: request.ip }, request.body),
  );

  app.get(
    '/orders/:id/reminders',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderIdParams, response: { 200: paymentRemindersAnswer } },
    },
    async (request) => orderReminders(db, request.params.id),
  );

  app.post(
    '/orders/:id/remind',
    { onRequest: app.requireRole('admin'), schema: { params: orderIdParams, response: { 201: remindAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await remindNow(deps, { actor: actor(request), ip: request.ip }, request.params.id)),
  );

  app.post(
    '/orders/:id/pay-link',
    {
      onRequest: app.requireRole('admin', 'user'),
      schema: { params: orderIdParams, response: { 201: payLinkAnswer } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPayLink(db, config, { actor: actor(request), ip: request.ip }, request.params.id)),
  );

  // Public: whoever holds the link sees only what it pays and pays it.
  app.get(
    '/pay/:token',
    { config: perIp, schema: { params: payLinkParams, response: { 200: payLinkDetailsSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return payLinkDetails(db, config, request.params.token);
    },
  );

  app.post(
    '/pay/:token/checkout',
    { config: perIp, schema: { params: payLinkParams, response: { 200: payLinkCheckoutAnswer } } },
    async (request) => payLinkCheckout(payments, request.params.token, request.ip),
  );

  app.post(
    '/pay/:token/verify',
    {
      config: perIp,
      schema: { params: payLinkParams, body: payLinkVerifyBody, response: { 200: payLinkVerifyAnswer } },
    },
    async (request) => payLinkVerify(payments, request.params.token, request.body, request.ip),
  );
};
