import { messageAnswer } from '@karigar/domain/auth';
import { orderIdParams } from '@karigar/domain/order';
import { jobStorySchema, shareLinkAnswer, shareLinkMessages, trackParams } from '@karigar/domain/job-story';
import { moneyReaders } from '@karigar/domain/user';
import { workshopRoles } from '@karigar/domain/workshop-access';
import {
  assignmentBody,
  boardAnswer,
  demoJobsAnswer,
  boardQuery,
  floorMessages,
  jobChangedAnswer,
  jobSchema,
  noteBody,
  stageMoveBody,
  stagesAnswer,
  stagesBody,
} from '@karigar/domain/workshop-floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { TOKEN_LINK_CALLS_PER_IP } from '../../plugins/rate-limits';
import { addNote } from './add-note';
import { loadDemoJobs, removeDemoJobs } from './demo-jobs';
import { assignJob } from './assign-job';
import { getBoard } from './get-board';
import { getJob } from './get-job';
import { getStory } from './get-story';
import { listStages } from './list-stages';
import { moveStage } from './move-stage';
import { createShareLink, revokeShareLink, trackOrder } from './share-link';
import { saveStages } from './save-stages';

/** The workshop floor (decision 046): stages, the board, jobs, their moves, assignment and notes. */
export const floorRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db } = deps;
  const floor = app.requireRole(...workshopRoles);

  // Stage names are no secret: a customer's job story names them.
  app.get('/workshop/stages', { onRequest: app.authenticate, schema: { response: { 200: stagesAnswer } } }, async () =>
    listStages(db),
  );

  app.put(
    '/workshop/stages',
    { onRequest: app.requireRole('admin'), schema: { body: stagesBody, response: { 200: stagesAnswer } } },
    async (request) => saveStages(db, { actor: actor(request), ip: request.ip }, request.body),
  );

  app.get(
    '/board',
    { onRequest: floor, schema: { querystring: boardQuery, response: { 200: boardAnswer } } },
    async (request) => getBoard(deps, request.query),
  );

  app.get(
    '/orders/:id/job',
    { onRequest: floor, schema: { params: orderIdParams, response: { 200: jobSchema } } },
    async (request) => getJob(db, request.params.id),
  );

  // The story shows payments and the invoice: the customer's and the admin's, never staff's.
  app.get(
    '/orders/:id/timeline',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params: orderIdParams, response: { 200: jobStorySchema } },
    },
    async (request) => getStory(db, request.params.id, actor(request)),
  );

  app.patch(
    '/orders/:id/stage',
    { onRequest: floor, schema: { params: orderIdParams, body: stageMoveBody, response: { 200: jobChangedAnswer } } },
    async (request) => ({
      message: floorMessages.moved,
      order: await moveStage(deps, actor(request), request.params.id, request.body.stageId, request.ip),
    }),
  );

  app.patch(
    '/orders/:id/assignment',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: orderIdParams, body: assignmentBody, response: { 200: jobChangedAnswer } },
    },
    async (request) => ({
      message: floorMessages.assigned,
      order: await assignJob(deps, actor(request), request.params.id, request.body, request.ip),
    }),
  );

  app.post(
    '/orders/:id/notes',
    { onRequest: floor, schema: { params: orderIdParams, body: noteBody, response: { 201: jobChangedAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: floorMessages.noteAdded,
        order: await addNote(db, actor(request), request.params.id, request.body.body, request.ip),
      }),
  );

  app.post(
    '/orders/:id/share-link',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params: orderIdParams, response: { 201: shareLinkAnswer } },
    },
    async (request, reply) => {
      const by = { actor: actor(request), ip: request.ip };
      const url = await createShareLink(db, deps.config.appUrl, by, request.params.id);
      return reply.status(201).send({ message: shareLinkMessages.created, url });
    },
  );

  app.delete(
    '/orders/:id/share-link',
    {
      onRequest: app.requireRole(...moneyReaders),
      schema: { params: orderIdParams, response: { 200: messageAnswer } },
    },
    async (request) => {
      await revokeShareLink(db, { actor: actor(request), ip: request.ip }, request.params.id);
      return { message: shareLinkMessages.revoked };
    },
  );

  // Public: whoever holds the link reads the job's story, without money or contact details.
  app.get(
    '/track/:token',
    {
      config: { rateLimit: TOKEN_LINK_CALLS_PER_IP },
      schema: { params: trackParams, response: { 200: jobStorySchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return trackOrder(db, request.params.token);
    },
  );

  app.post(
    '/demo-jobs',
    { onRequest: app.requireRole('admin'), schema: { response: { 201: demoJobsAnswer } } },
    async (request, reply) => {
      const count = await loadDemoJobs(deps, actor(request), request.ip);
      return reply.status(201).send({ message: floorMessages.demoLoaded, count });
    },
  );

  app.delete(
    '/demo-jobs',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: demoJobsAnswer } } },
    async (request) => ({
      message: floorMessages.demoRemoved,
      count: await removeDemoJobs(deps, actor(request), request.ip),
    }),
  );
};
