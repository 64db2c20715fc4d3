import {
  contactAnswer,
  contactBody,
  contactConvertedAnswer,
  contactCreatedAnswer,
  contactDeletedAnswer,
  contactFailedAnswer,
  contactIdParams,
  contactListAnswer,
  contactListQuery,
  contactStatsAnswer,
  contactStatusBody,
  type ContactFailedAnswer,
} from '@karigar/domain/contact';
import { errorTexts } from '@karigar/domain/error-codes';
import { fieldProblems, invalidInputMessage, messages } from '@karigar/domain/errors';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { errorBody, sendError } from '../../plugins/errors';
import { changeContactStatus } from './change-contact-status';
import { convertContact } from './convert-contact';
import { createContact } from './create-contact';
import { deleteContact } from './delete-contact';
import { getContact, getContactStats } from './get-contact';
import { listContacts } from './list-contacts';

/** Each enquiry mails the workshop, so one client IP may send only a few. */
export const ENQUIRIES_PER_IP = { max: 5, timeWindow: 15 * 60_000 } as const;

const failed = { 400: contactFailedAnswer, 401: contactFailedAnswer, 403: contactFailedAnswer };
const failedOne = { ...failed, 404: contactFailedAnswer };

export const contactsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, mail, config }) => {
  // Contacts answer in the spec's envelope, failures included (a missing token, a wrong role, bad input).
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendError(error, request, reply, (body): ContactFailedAnswer => ({ ok: false, ...body })),
  );
  const admin = app.requireRole('admin');

  // The body is checked here, and an unreadable one (malformed JSON) or one over the allowance is
  // answered with a plain text.
  app.post(
    '/contact',
    {
      config: { rateLimit: ENQUIRIES_PER_IP },
      schema: { response: { 201: contactCreatedAnswer, 400: contactFailedAnswer, 429: contactFailedAnswer } },
      errorHandler: (error, _request, reply) => {
        if (error.statusCode !== 400 && error.statusCode !== 429) throw error;
        const code = error.statusCode === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED';
        const answer: ContactFailedAnswer = { ok: false, ...errorBody(errorTexts[code], code) };
        void reply.status(error.statusCode).send(answer);
      },
    },
    async (request, reply) => {
      const parsed = contactBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        const problems = fieldProblems(parsed.error.issues);
        const answer = errorBody(invalidInputMessage(problems.fields), 'VALIDATION_FAILED', { problems });
        return reply.status(400).send({ ok: false, ...answer });
      }
      const data = await createContact({ db, mail, config }, parsed.data, request.ip);
      return reply.status(201).send({ ok: true, data, message: messages.contactSent });
    },
  );

  app.get(
    '/contact',
    { onRequest: admin, schema: { querystring: contactListQuery, response: { 200: contactListAnswer, ...failed } } },
    async (request) => listContacts(db, request.query),
  );

  app.get(
    '/contact/stats',
    { onRequest: admin, schema: { response: { 200: contactStatsAnswer, ...failed } } },
    async () => ({ ok: true as const, data: await getContactStats(db) }),
  );

  app.get(
    '/contact/:id',
    { onRequest: admin, schema: { params: contactIdParams, response: { 200: contactAnswer, ...failedOne } } },
    async (request) => ({ ok: true as const, data: await getContact(db, request.params.id) }),
  );

  app.patch(
    '/contact/:id',
    {
      onRequest: admin,
      schema: { params: contactIdParams, body: contactStatusBody, response: { 200: contactAnswer, ...failedOne } },
    },
    async (request) => {
      const data = await changeContactStatus(db, actor(request), request.params.id, request.body.status, request.ip);
      return { ok: true as const, data, message: messages.contactUpdated };
    },
  );

  app.delete(
    '/contact/:id',
    { onRequest: admin, schema: { params: contactIdParams, response: { 200: contactDeletedAnswer, ...failedOne } } },
    async (request) => {
      await deleteContact(db, actor(request), request.params.id, request.ip);
      return { ok: true as const, data: { _id: request.params.id }, message: messages.contactDeleted };
    },
  );

  app.post(
    '/contact/:id/create-user',
    {
      onRequest: admin,
      schema: {
        params: contactIdParams,
        response: { 201: contactConvertedAnswer, ...failedOne, 409: contactFailedAnswer },
      },
    },
    async (request, reply) => {
      const data = await convertContact({ db, mail, config }, actor(request), request.params.id, request.ip);
      return reply.status(201).send({ ok: true, data, message: messages.contactConverted });
    },
  );
};
