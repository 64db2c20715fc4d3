import type { DbOrTx } from '../../db/client';
import type { VehicleRow } from '../../db/schema/vehicles';
import { isUuid } from '../../lib/ids';
import { mayActFor, mayChangeFor } from '../../lib/workshop-access';
import type { AuthUser } from '../../plugins/auth';
import { fieldProblem, forbidden, notFound } from '../../plugins/errors';
import { accountExists, findVehicle } from './vehicles.repository';

/**
 * Whose vehicles a request is about: a customer's own (naming anyone else is refused), or for the
 * workshop the account `userId` names (its own when none is named). Staff may only look at them.
 */
export async function vehicleOwnerFor(
  db: DbOrTx,
  viewer: AuthUser,
  userId: string | undefined,
  purpose: 'see' | 'change',
): Promise<string> {
  if (!userId || userId === viewer.id) return viewer.id;
  const allowed = purpose === 'see' ? mayActFor : mayChangeFor;
  if (!allowed(viewer, userId)) throw forbidden('FORBIDDEN');
  if (!(await accountExists(db, userId))) throw notFound('USER_NOT_FOUND');
  return userId;
}

/**
 * A vehicle the viewer may change: their own, or any for the admin; one staff may only see is a
 * 403, any other "not found".
 */
export async function vehicleToChange(db: DbOrTx, viewer: AuthUser, id: string): Promise<VehicleRow> {
  const row = isUuid(id) ? await findVehicle(db, id) : undefined;
  if (!row || !mayActFor(viewer, row.userId)) throw notFound('VEHICLE_NOT_FOUND');
  if (!mayChangeFor(viewer, row.userId)) throw forbidden('FORBIDDEN');
  return row;
}

/**
 * The vehicle a quotation or an order names, checked to be the customer's own: naming anyone
 * else's (or none that exists) is a 400 on `vehicleId`. Answers null when none is named.
 */
export async function customersVehicleId(
  db: DbOrTx,
  vehicleId: string | null | undefined,
  customerId: string,
): Promise<string | null> {
  if (!vehicleId) return null;
  const row = await findVehicle(db, vehicleId);
  if (!row || row.userId !== customerId) throw fieldProblem('vehicleId', 'VEHICLE_NOT_FOUND');
  return row.id;
}
