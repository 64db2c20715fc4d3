import type { WorkshopContact } from '@karigar/domain/workshop-contact';
import { z } from 'zod';
import type { Config } from '../../config';

/** The answer of GET /api/workshop: a detail the owner has not set is left out. */
export const workshopContactSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  hours: z.string().optional(),
  mapUrl: z.string().optional(),
}) satisfies z.ZodType<WorkshopContact>;

/** How to reach the workshop, read from its BUSINESS_* settings: the public site's home page and footer show it. */
export function workshopContact({ business }: Config): WorkshopContact {
  const { name, address, phone, email, hours, mapUrl } = business;
  return {
    name,
    address,
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    ...(hours ? { hours } : {}),
    ...(mapUrl ? { mapUrl } : {}),
  };
}
