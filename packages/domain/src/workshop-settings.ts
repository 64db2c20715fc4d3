import { z } from 'zod';

/** GET and PUT /api/settings/workshop: how the workshop wants customers to deal with it. */
export const workshopSettingsSchema = z.object({
  /** Customers accept a quotation only after the workshop has priced it (not at the list price). */
  acceptOnlyPriced: z.boolean(),
});
export type WorkshopSettings = z.infer<typeof workshopSettingsSchema>;

/** Until the workshop chooses otherwise, a customer may accept a request at the list price. */
export const defaultWorkshopSettings: WorkshopSettings = { acceptOnlyPriced: false };
