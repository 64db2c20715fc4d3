import { z } from 'zod';
import { advanceFields } from './advance';
import { issueCode } from './error-codes';
import { multiLineText, singleLineText } from './text';
import { pageParam } from './list-page';

/** SAC 998714: maintenance and repair of motor vehicles (body repair, painting, polishing). */
export const DEFAULT_SAC_CODE = '998714';
/** The highest list price a service may have: ₹1,00,00,000 (one crore). */
export const SERVICE_PRICE_MAX = 1_00_00_000;
export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 2000;
export const SERVICE_LIST_DEFAULT_LIMIT = 50;
export const SERVICE_LIST_MAX_LIMIT = 100;
/** Uploaded service images: at most 5 MB, checked by content on the server. */
export const SERVICE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** For a file input's `accept`; the server decides by the bytes, not by this list. */
export const SERVICE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** What a service's list price is counted in; existing services and new ones default to `job`. */
export const serviceUnits = ['piece', 'sqft', 'panel', 'job'] as const;
export type ServiceUnit = (typeof serviceUnits)[number];
export const DEFAULT_SERVICE_UNIT: ServiceUnit = 'job';
/** Each unit's short name in English and Marathi, for texts the server writes (invoices, exports). */
export const serviceUnitNames: Record<'en' | 'mr', Record<ServiceUnit, string>> = {
  en: { piece: 'piece', sqft: 'sq ft', panel: 'panel', job: 'job' },
  mr: { piece: 'नग', sqft: 'चौ. फूट', panel: 'पॅनल', job: 'काम' },
};
const unit = z.enum(serviceUnits, { error: issueCode('SERVICE_UNIT_INVALID') });

export const serviceMessages = {
  created: 'Service created successfully',
  updated: 'Service updated successfully',
  deleted: 'Service deleted successfully',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Form fields arrive as text: '12000' → 12000; a blank one counts as missing. */
const textToNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value) : value;
};

const name = singleLineText(issueCode('NAME_REQUIRED'))
  .min(1, issueCode('NAME_REQUIRED'))
  .max(SERVICE_NAME_MAX, issueCode('SERVICE_NAME_TOO_LONG'));
const nameMr = singleLineText().max(SERVICE_NAME_MAX, issueCode('SERVICE_NAME_MR_TOO_LONG'));
const description = multiLineText().max(SERVICE_DESCRIPTION_MAX, issueCode('SERVICE_DESCRIPTION_TOO_LONG'));
/** Rupees. */
const price = z
  .number({ error: (issue) => issueCode(issue.input === undefined ? 'PRICE_REQUIRED' : 'PRICE_NOT_A_NUMBER') })
  .min(0.01, issueCode('PRICE_NOT_POSITIVE'))
  .max(SERVICE_PRICE_MAX, issueCode('PRICE_TOO_HIGH'));
const sacCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, issueCode('SAC_CODE_INVALID'));

/** POST /api/services (multipart or JSON; the image travels as the `image` file). */
export const createServiceBody = z.object({
  name,
  nameMr: nameMr.default(''),
  description: description.default(''),
  descriptionMr: description.default(''),
  price: z.preprocess(textToNumber, price),
  sacCode: z.preprocess(blankToUndefined, sacCode.default(DEFAULT_SAC_CODE)),
  unit: z.preprocess(blankToUndefined, unit.default(DEFAULT_SERVICE_UNIT)),
  /** The advance new quotations for the service ask, as a percentage of the total (0 or blank: none). */
  advancePercentage: advanceFields.advancePercentage,
});
export type CreateServiceBody = z.input<typeof createServiceBody>;
export type CreateServiceFields = z.output<typeof createServiceBody>;

/** PUT /api/services/:id: every field optional; a blank price or SAC code leaves it unchanged. */
export const updateServiceBody = z.object({
  name: name.optional(),
  nameMr: nameMr.optional(),
  description: description.optional(),
  descriptionMr: description.optional(),
  price: z.preprocess(textToNumber, price.optional()),
  sacCode: z.preprocess(blankToUndefined, sacCode.optional()),
  unit: z.preprocess(blankToUndefined, unit.optional()),
  advancePercentage: advanceFields.advancePercentage,
});
export type UpdateServiceBody = z.input<typeof updateServiceBody>;
export type UpdateServiceFields = z.output<typeof updateServiceBody>;

/** GET /api/services: archived services are never listed. */
export const serviceListQuery = z.object({
  search: z.preprocess(blankToUndefined, singleLineText().max(SERVICE_NAME_MAX).optional()),
  page: pageParam,
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(SERVICE_LIST_MAX_LIMIT).default(SERVICE_LIST_DEFAULT_LIMIT),
  ),
});
export type ServiceListQuery = z.input<typeof serviceListQuery>;

export const serviceIdParams = z.object({ id: z.string() });

/**
 * A service as every answer shows it; `price` in rupees per `unit`, `image` a path like
 * /uploads/services/<uuid>.webp; `gstRate` the GST (percent) added to the price, null when the
 * workshop is not GST-registered (no BUSINESS_GSTIN) and its prices carry no GST line.
 */
export const serviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameMr: z.string(),
  description: z.string(),
  descriptionMr: z.string(),
  price: z.number(),
  sacCode: z.string(),
  unit: z.enum(serviceUnits),
  /** The advance new quotations ask by default, as a percentage of the total; null for none. */
  advancePercentage: z.number().nullable(),
  gstRate: z.number().nullable(),
  image: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** The short form other answers embed (a quotation's `serviceId`, the top services). */
export const serviceSummarySchema = serviceSchema.pick({
  _id: true,
  name: true,
  nameMr: true,
  price: true,
  image: true,
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

export const serviceListAnswer = z.object({
  services: z.array(serviceSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ServiceListAnswer = z.infer<typeof serviceListAnswer>;

/** Answer of POST and PUT /api/services. */
export const serviceSavedAnswer = z.object({ message: z.string(), service: serviceSchema });
export type ServiceSavedAnswer = z.infer<typeof serviceSavedAnswer>;

/** Answer of DELETE /api/services/:id: `archived` when quotations or orders still refer to it. */
export const serviceDeletedAnswer = z.object({ message: z.string(), archived: z.boolean() });
export type ServiceDeletedAnswer = z.infer<typeof serviceDeletedAnswer>;

export const topServiceSchema = serviceSummarySchema.extend({ requests: z.number().int() });
export type TopService = z.infer<typeof topServiceSchema>;

/** GET /api/services/stats/overview: top five by quotations plus orders. */
export const serviceStatsAnswer = z.object({
  totalServices: z.number().int(),
  topServices: z.array(topServiceSchema),
});
export type ServiceStats = z.infer<typeof serviceStatsAnswer>;
