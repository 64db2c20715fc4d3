import { z } from 'zod';
import { issueCode } from './error-codes';
import { singleLineText } from './text';

/** State and union-territory codes an Indian registration may start with. */
const STATE_CODES = new Set(
  'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TN TR TS UK UP WB'.split(
    ' ',
  ),
);
/** MH 12 AB 1234: state, district office (1 or 2 digits, Delhi's may end in a letter), series, number. */
const STATE_SERIES = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
/** 22 BH 1234 AA: year of registration, BH, number, series. */
const BH_SERIES = /^(\d{2})(BH)(\d{4})([A-Z]{1,2})$/;

/** A registration as typed, upper case without spaces, dots or dashes: `mh-12 ab 1234` → `MH12AB1234`. */
export const compactRegistration = (typed: string): string => typed.toUpperCase().replace(/[\s.-]/g, '');

/** The groups of a compact registration, or null when it is not an Indian one. */
function registrationGroups(compact: string): string[] | null {
  const bh = BH_SERIES.exec(compact);
  if (bh) return bh.slice(1);
  const state = STATE_SERIES.exec(compact);
  if (!state || !STATE_CODES.has(state[1] ?? '')) return null;
  return state.slice(1).filter(Boolean);
}

export const isRegistration = (compact: string): boolean => registrationGroups(compact) !== null;

/** A stored registration as people write it: `MH12AB1234` → `MH 12 AB 1234`, `22BH1234AA` → `22 BH 1234 AA`. */
export function formatRegistration(compact: string): string {
  return registrationGroups(compact)?.join(' ') ?? compact;
}

export const vehicleKinds = ['vehicle', 'item'] as const;
export type VehicleKind = (typeof vehicleKinds)[number];

const shortText = (max: number) => singleLineText().max(max).optional().default('');

const registration = singleLineText(issueCode('REGISTRATION_REQUIRED'))
  .min(1, issueCode('REGISTRATION_REQUIRED'))
  .max(20, issueCode('REGISTRATION_INVALID'))
  .transform(compactRegistration)
  .refine(isRegistration, issueCode('REGISTRATION_INVALID'));

const odometer = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: issueCode('ODOMETER_INVALID') })
    .int(issueCode('ODOMETER_INVALID'))
    .min(0, issueCode('ODOMETER_INVALID'))
    .max(9_999_999, issueCode('ODOMETER_INVALID'))
    .optional(),
);

/** POST /api/vehicles and PUT /api/vehicles/:id: a vehicle, or a fiberglass item instead. */
export const vehicleBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vehicle'),
    registration,
    make: shortText(60),
    model: shortText(60),
    colour: shortText(60),
    odometerKm: odometer,
  }),
  z.object({
    kind: z.literal('item'),
    description: singleLineText(issueCode('ITEM_DESCRIPTION_REQUIRED'))
      .min(1, issueCode('ITEM_DESCRIPTION_REQUIRED'))
      .max(200),
    dimensions: shortText(120),
  }),
]);
export type VehicleBody = z.input<typeof vehicleBody>;

/** The vehicle a request or an order names: null, missing or '' (a form's "None") for none. */
export const optionalVehicleId = z.preprocess(
  (value) => (value === '' ? null : value),
  z.uuid(issueCode('VEHICLE_NOT_FOUND')).nullable().optional(),
);

/** GET /api/vehicles: a customer's own; `userId` names whose for the workshop. */
export const vehicleListQuery = z.object({ userId: z.uuid().optional() });

/** A vehicle or item as answers show it; `registration` is formatted with spaces. */
export const vehicleSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  kind: z.enum(vehicleKinds),
  registration: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  colour: z.string(),
  odometerKm: z.number().int().nullable(),
  description: z.string(),
  dimensions: z.string(),
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** The vehicle or item a quotation or an order names, as their answers embed it. */
export const vehicleSummarySchema = vehicleSchema.pick({
  _id: true,
  kind: true,
  registration: true,
  make: true,
  model: true,
  colour: true,
  description: true,
  dimensions: true,
});
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>;

export const vehicleListAnswer = z.object({ vehicles: z.array(vehicleSchema) });
export const vehicleChangedAnswer = z.object({ message: z.string(), vehicle: vehicleSchema });
export const vehicleDeletedAnswer = z.object({ message: z.string() });

export const vehicleMessages = {
  created: 'Vehicle saved',
  updated: 'Vehicle updated',
  deleted: 'Vehicle removed',
} as const;

/**
 * One line naming a vehicle or item, for cards, lists and pickers: `MH 12 AB 1234 · Maruti Swift`,
 * or an item's description with its dimensions.
 */
export function vehicleLabel(
  vehicle: Pick<Vehicle, 'kind' | 'registration' | 'make' | 'model' | 'description' | 'dimensions'>,
): string {
  if (vehicle.kind === 'item') {
    return [vehicle.description, vehicle.dimensions].filter(Boolean).join(' · ');
  }
  const name = [vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return [vehicle.registration ?? '', name].filter(Boolean).join(' · ');
}
