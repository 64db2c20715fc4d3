import type { Vehicle, vehicleBody } from '@karigar/domain/vehicle';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { toVehicleAnswer } from './to-vehicle-answer';
import { vehicleToChange, vehicleOwnerFor } from './vehicle-access';
import { insertVehicle, updateVehicle, type VehicleValues } from './vehicles.repository';

type VehicleInput = z.output<typeof vehicleBody>;

/** The stored columns of a vehicle or an item: the other kind's fields are emptied. */
function columnsOf(input: VehicleInput): Omit<VehicleValues, 'userId'> {
  const empty = {
    registration: null,
    make: '',
    model: '',
    colour: '',
    odometerKm: null,
    description: '',
    dimensions: '',
  };
  if (input.kind === 'item') {
    return { ...empty, kind: 'item', description: input.description, dimensions: input.dimensions };
  }
  const { kind, registration, make, model, colour, odometerKm } = input;
  return { ...empty, kind, registration, make, model, colour, odometerKm: odometerKm ?? null };
}

/** Adds a vehicle or item to a customer's: the viewer's own, or for the workshop the one `userId` names. */
export async function createVehicle(
  db: DbOrTx,
  viewer: AuthUser,
  userId: string | undefined,
  input: VehicleInput,
): Promise<Vehicle> {
  const owner = await vehicleOwnerFor(db, viewer, userId, 'change');
  return toVehicleAnswer(await insertVehicle(db, { userId: owner, ...columnsOf(input) }));
}

/** Replaces a vehicle's details; its owner never changes. */
export async function changeVehicle(db: DbOrTx, viewer: AuthUser, id: string, input: VehicleInput): Promise<Vehicle> {
  const row = await vehicleToChange(db, viewer, id);
  return toVehicleAnswer(await updateVehicle(db, row.id, columnsOf(input)));
}
