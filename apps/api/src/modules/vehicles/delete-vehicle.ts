import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { vehicleToChange } from './vehicle-access';
import { deleteVehicleRow } from './vehicles.repository';

/** Removes a vehicle or item; the quotations and orders that named it keep their other details. */
export async function deleteVehicle(db: DbOrTx, viewer: AuthUser, id: string): Promise<void> {
  const row = await vehicleToChange(db, viewer, id);
  await deleteVehicleRow(db, row.id);
}
