import { formatRegistration, type Vehicle } from '@karigar/domain/vehicle';
import type { VehicleRow } from '../../db/schema/vehicles';

export function toVehicleAnswer(row: VehicleRow): Vehicle {
  return {
    _id: row.id,
    userId: row.userId,
    kind: row.kind,
    registration: row.registration === null ? null : formatRegistration(row.registration),
    make: row.make,
    model: row.model,
    colour: row.colour,
    odometerKm: row.odometerKm,
    description: row.description,
    dimensions: row.dimensions,
    createdAt: row.createdAt.toISOString(),
  };
}
