import { formatRegistration, type VehicleSummary } from '@karigar/domain/vehicle';
import { vehicles } from '../db/schema/vehicles';

/** The columns a quotation's or an order's view reads of the vehicle it names (left-joined). */
export const vehicleSummaryColumns = {
  id: vehicles.id,
  kind: vehicles.kind,
  registration: vehicles.registration,
  make: vehicles.make,
  model: vehicles.model,
  colour: vehicles.colour,
  description: vehicles.description,
  dimensions: vehicles.dimensions,
};

export type VehicleSummaryRow = {
  [Key in keyof typeof vehicleSummaryColumns]: (typeof vehicleSummaryColumns)[Key]['_']['data'] | null;
};

/** The embedded vehicle of an answer, its registration written with spaces; null when none is named. */
export function toVehicleSummary(row: VehicleSummaryRow | null): VehicleSummary | null {
  if (!row?.id || !row.kind) return null;
  return {
    _id: row.id,
    kind: row.kind,
    registration: row.registration === null ? null : formatRegistration(row.registration),
    make: row.make ?? '',
    model: row.model ?? '',
    colour: row.colour ?? '',
    description: row.description ?? '',
    dimensions: row.dimensions ?? '',
  };
}
