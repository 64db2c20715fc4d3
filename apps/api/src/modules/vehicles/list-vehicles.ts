import type { Vehicle } from '@karigar/domain/vehicle';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { toVehicleAnswer } from './to-vehicle-answer';
import { vehicleOwnerFor } from './vehicle-access';
import { listVehiclesOf } from './vehicles.repository';

/** A customer's vehicles and items, oldest first: their own, or for the workshop anyone's. */
export async function listVehicles(db: DbOrTx, viewer: AuthUser, userId: string | undefined): Promise<Vehicle[]> {
  const owner = await vehicleOwnerFor(db, viewer, userId, 'see');
  return (await listVehiclesOf(db, owner)).map(toVehicleAnswer);
}
