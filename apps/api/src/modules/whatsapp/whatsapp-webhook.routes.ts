import { whatsAppVerifyQuery, whatsAppWebhookAnswer } from '@karigar/domain/whatsapp-webhook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { signaturesMatch } from '../../lib/payments/signatures';
import { forbidden } from '../../plugins/errors';
import { handleWhatsAppWebhook } from './handle-whatsapp-webhook';

/** A header's value when it was sent once. */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Meta's webhook for WhatsApp: GET answers the verification challenge when the verify token matches
 * (403 otherwise); POST applies delivery statuses and STOP replies, signed with the app secret. Both
 * work in sandbox mode with the install's own secrets, so a trial install (and its tests) can drive them.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { config, db }) => {
  app.get('/webhooks/whatsapp', { schema: { querystring: whatsAppVerifyQuery } }, async (request, reply) => {
    const { verifyToken } = config.whatsApp;
    const query = request.query;
    const challenge = query['hub.challenge'];
    const verified =
      query['hub.mode'] === 'subscribe' &&
      verifyToken !== undefined &&
      signaturesMatch(verifyToken, query['hub.verify_token']);
    if (!verified || challenge === undefined) throw forbidden('FORBIDDEN');
    return reply.type('text/plain').send(challenge);
  });

  // The signature covers the exact bytes Meta sent, so this route alone reads JSON as a raw buffer.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post('/webhooks/whatsapp', { schema: { response: { 200: whatsAppWebhookAnswer } } }, async (request) =>
      handleWhatsAppWebhook(db, config.whatsApp.appSecret, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: single(request.headers['x-hub-signature-256']),
      }),
    );
  });
};
