import {
  contactBody,
  contactCreatedAnswer,
  contactFailedAnswer,
  type ContactFailedAnswer,
} from '@karigar/domain/contact';
import { fieldErrors, invalidInputMessage, messages } from '@karigar/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { createContact } from './create-contact';

/** Each enquiry mails the workshop, so one client IP may send only a few. */
export const ENQUIRIES_PER_IP = { max: 5, timeWindow: 15 * 60_000 } as const;

export const contactsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, mailer, config }) => {
  // Contacts answer in the spec's envelope, failures included: the body is checked here, and an
  // unreadable one (malformed JSON) or one over the allowance is answered in the envelope too.
  app.post(
    '/contact',
    {
      config: { rateLimit: ENQUIRIES_PER_IP },
      schema: { response: { 201: contactCreatedAnswer, 400: contactFailedAnswer, 429: contactFailedAnswer } },
      errorHandler: (error, _request, reply) => {
        if (error.statusCode !== 400 && error.statusCode !== 429) throw error;
        const answer: ContactFailedAnswer = {
          ok: false,
          message: error.statusCode === 429 ? messages.rateLimited : messages.invalidInput,
        };
        return reply.status(error.statusCode).send(answer);
      },
    },
    async (request, reply) => {
      const parsed = contactBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        return reply.status(400).send({ ok: false, message: invalidInputMessage(fields), fields });
      }
      const data = await createContact({ db, mailer, config }, parsed.data, request.ip);
      return reply.status(201).send({ ok: true, data, message: messages.contactSent });
    },
  );
};
