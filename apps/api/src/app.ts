import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMailOutbox, type MailOutbox } from './lib/outbox/queue-mail';
import { startMailDelivery } from './lib/outbox/start-mail-delivery';
import { startWhatsAppDelivery } from './lib/whatsapp/start-whatsapp-delivery';
import { startScheduler } from './lib/scheduler';
import { createTokenSigner } from './lib/tokens';
import { loggerOptions } from './logger';
import { OneLinePerRequest } from './request-log';
import { afterAnswerPlugin } from './plugins/after-answer';
import { authPlugin } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { activityRoutes } from './modules/activity/activity.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { creditNoteRoutes } from './modules/credit-notes/credit-notes.routes';
import { floorRoutes } from './modules/floor/floor.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { photoRoutes } from './modules/photos/photos.routes';
import { scheduledJobsOf } from './modules/maintenance/scheduled-jobs';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { gstReportRoutes } from './modules/gst-reports/gst-reports.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { documentRoutes } from './modules/gst-documents/documents.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { quotationRoutes } from './modules/quotations/quotations.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { publicCatalogue } from './modules/services/public-catalogue';
import { catalogueGstRate } from './modules/services/service-answer';
import { serviceRoutes } from './modules/services/services.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { workshopContact } from './modules/settings/workshop-contact';
import { usersRoutes } from './modules/users/users.routes';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes';
import { whatsAppWebhookRoutes } from './modules/whatsapp/whatsapp-webhook.routes';
import { fastifyTrustProxy } from './trust-proxy';

export interface AppDeps {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** Where the log goes instead of stdout (tests read it). */
  logDestination?: DestinationStream;
  /** Runs the periodic jobs (the server does; tests that build an app leave them out). */
  runJobs?: boolean;
}

/** Everything a feature's routes need, passed to each feature plugin. */
export interface FeatureDeps {
  config: Config;
  db: Db;
  /** Where an action writes its mails, in its own transaction. */
  mail: MailOutbox;
  tokens: ReturnType<typeof createTokenSigner>;
}

export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 5 * 1024 * 1024;

/**
 * A client must send its whole request (headers and body) within `ms`, and a connection silent for
 * twice that is closed, so a client trickling its body cannot hold a connection (decision 036). Node
 * looks for late requests every so often: at most a quarter of the limit.
 */
function requestTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    connectionTimeout: 2 * ms,
    http: { headersTimeout: ms, connectionsCheckingInterval: Math.min(Math.ceil(ms / 4), 30_000) },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logDestination),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    ...requestTimeouts(config.requestTimeoutMs),
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerRateLimits(app, db);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 30, fieldSize: 10_000 } });
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: { info: { title: 'Karigar API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  const tokens = createTokenSigner(deps.jwtSecret);
  const mail = createMailOutbox({
    delivering: Boolean(config.smtpUrl),
    log: app.log,
    showLinks: config.env === 'development',
  });
  startMailDelivery(app, { config, db });
  await app.register(authPlugin, { db, tokens });
  await app.register(afterAnswerPlugin);

  const feature: FeatureDeps = { config, db, mail, tokens };
  const catalogue = publicCatalogue(db, catalogueGstRate(config.business));
  await app.register(
    async (api) => {
      await api.register(healthRoutes, feature);
      await api.register(authRoutes, feature);
      await api.register(usersRoutes, feature);
      await api.register(activityRoutes, feature);
      await api.register(contactsRoutes, feature);
      await api.register(serviceRoutes, { ...feature, catalogue });
      await api.register(quotationRoutes, feature);
      await api.register(orderRoutes, feature);
      await api.register(invoiceRoutes, feature);
      await api.register(documentRoutes, feature);
      await api.register(paymentRoutes, feature);
      await api.register(ledgerRoutes, feature);
      await api.register(settingsRoutes, feature);
      await api.register(remindersRoutes, feature);
      await api.register(floorRoutes, feature);
      await api.register(vehicleRoutes, feature);
      await api.register(photoRoutes, feature);
      await api.register(dashboardRoutes, feature);
      await api.register(gstReportRoutes, feature);
      await api.register(whatsAppWebhookRoutes, feature);
      await api.register(messagesRoutes, feature);
      await api.register(notificationRoutes, feature);
      await api.register(creditNoteRoutes, feature);
      await api.register(moneyRoutes, feature);
    },
    { prefix: '/api' },
  );
  // The server sends WhatsApp messages; tests that build an app drive the delivery themselves.
  if (deps.runJobs) startWhatsAppDelivery(app, { config, db });
  if (deps.runJobs) {
    let stopJobs: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopJobs = startScheduler({ db, jobs: scheduledJobsOf({ ...feature, log: app.log }), log: app.log });
    });
    app.addHook('onClose', async () => stopJobs?.());
  }

  await registerWeb(app, { db, catalogue, workshop: workshopContact(config), webDistDir: config.webDistDir });
  return app;
}
