import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';

/** The catalogue's first services, for demo jobs. */
export async function listDemoServices(db: DbOrTx, limit: number) {
  return db
    .select({
      id: services.id,
      name: services.name,
      nameMr: services.nameMr,
      sacCode: services.sacCode,
      pricePaise: services.pricePaise,
      unit: services.unit,
    })
    .from(services)
    .where(isNull(services.archivedAt))
    .orderBy(asc(services.createdAt))
    .limit(limit);
}

/** A made-up customer, marked demo; its password is random and never told, so nobody signs in as it. */
export async function insertDemoCustomer(
  tx: DbOrTx,
  values: { name: string; email: string; phone: string; language: 'en' | 'mr'; passwordHash: string },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, role: 'user', demo: true })
    .returning({ id: users.id, name: users.name, email: users.email, phone: users.phone });
  if (!row) throw new Error('demo customer not inserted');
  return row;
}

/** Removes the demo customers (after their orders). */
export async function deleteDemoCustomers(tx: DbOrTx): Promise<void> {
  await tx.delete(users).where(and(eq(users.demo, true), eq(users.role, 'user')));
}
