import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { vehicles, type VehicleRow } from '../../db/schema/vehicles';

export type VehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listVehiclesOf(db: DbOrTx, userId: string): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
}

export async function findVehicle(db: DbOrTx, id: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

export async function insertVehicle(db: DbOrTx, values: VehicleValues): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(values).returning();
  if (!row) throw new Error('vehicle not inserted');
  return row;
}

export async function updateVehicle(
  db: DbOrTx,
  id: string,
  values: Omit<VehicleValues, 'userId'>,
): Promise<VehicleRow> {
  const [row] = await db
    .update(vehicles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vehicles.id, id))
    .returning();
  if (!row) throw new Error('vehicle not updated');
  return row;
}

export async function deleteVehicleRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}

/** Whether an account (not deleted) has this id: vehicles are only ever kept for one. */
export async function accountExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return Boolean(row);
}
