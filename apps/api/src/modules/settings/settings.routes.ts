import { moneyReaders } from '@karigar/domain/user';
import { workshopSettingsSchema } from '@karigar/domain/workshop-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';
import { actor } from '../../plugins/auth';
import { updateWorkshopSettings } from './update-workshop-settings';
import { getWorkshopSettings } from './get-workshop-settings';
import { workshopContact, workshopContactSchema } from './workshop-contact';

/**
 * The workshop's settings: every signed-in customer and admin reads them (a customer's screens follow them), only
 * the admin changes them. Staff never read them (decision 046). Its contact details are public.
 */
export const settingsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  // Public: how to reach the workshop (the site's home page and footer).
  app.get('/workshop', { schema: { response: { 200: workshopContactSchema } } }, async () => workshopContact(config));

  app.get(
    '/settings/workshop',
    { onRequest: app.requireRole(...moneyReaders), schema: { response: { 200: workshopSettingsSchema } } },
    async () => getWorkshopSettings(db),
  );

  app.put(
    '/settings/workshop',
    {
      onRequest: app.requireRole('admin'),
      schema: { body: workshopSettingsSchema, response: { 200: workshopSettingsSchema } },
    },
    async (request) => updateWorkshopSettings(db, { actor: actor(request), ip: request.ip }, request.body),
  );
};
