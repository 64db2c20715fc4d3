import type { OrderOrigin, OrderStatus } from '@karigar/domain/order';
import { calculatePricing, type PricingInput } from '@karigar/domain/pricing';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { ledgerEntries } from '../src/db/schema/ledger-entries';
import { orders, type OrderRow } from '../src/db/schema/orders';
import type { ServiceRow } from '../src/db/schema/services';
import type { UserRow } from '../src/db/schema/users';
import { buildOrderValues } from '../src/modules/orders/order-values';
import { insertOrder, insertOrderStatusChange } from '../src/modules/orders/orders.repository';
import type { TestApp } from './build-app';

export interface OrderOverrides extends Partial<Omit<PricingInput, 'originalUnitPrice'>> {
  origin?: OrderOrigin;
  status?: OrderStatus;
  details?: string;
  createdAt?: Date;
  createdBy?: string | null;
  /** Marks the order paid at this time (its ledger holds the payment). */
  paidAt?: Date;
}

/**
 * Inserts an order (counted, with its first history line) for the customer and service, priced by
 * the engine from the service's list price at 18 % unless overridden, as the orders feature stores one.
 */
export async function createOrder(
  t: TestApp,
  customer: Pick<UserRow, 'id' | 'name' | 'email' | 'phone'>,
  service: ServiceRow,
  overrides: OrderOverrides = {},
): Promise<OrderRow> {
  const { origin, status, details, createdAt, createdBy, paidAt, ...pricing } = overrides;
  return t.db.transaction(async (tx) => {
    const values = buildOrderValues({
      customer,
      service,
      pricing: calculatePricing({
        originalUnitPrice: service.pricePaise / 100,
        quantity: 1,
        taxRate: 18,
        ...pricing,
      }),
      origin: origin ?? 'manual',
      createdBy: createdBy === undefined ? null : createdBy,
      details: details ?? '',
    });
    const row = await insertOrder(tx, {
      ...values,
      ...(status && { status }),
      ...(createdAt && { createdAt, updatedAt: createdAt }),
      ...(paidAt && {
        paymentStatus: 'paid' as const,
        paidAt,
        paidPaise: values.totalPaise,
        razorpayPaymentId: `pay_${service.id.slice(0, 8)}`,
      }),
    });
    await insertOrderStatusChange(tx, { orderId: row.id, fromStatus: null, toStatus: 'Pending', actorId: null });
    if (paidAt) {
      // The money of a paid order is in its ledger, as the payment code writes it.
      const payment = { amountPaise: row.totalPaise, occurredAt: paidAt };
      await tx.insert(ledgerEntries).values({ orderId: row.id, kind: 'online-payment', method: 'online', ...payment });
    }
    return row;
  });
}

/** The stored row, or undefined once deleted. */
export async function orderRow(t: TestApp, id: string): Promise<OrderRow | undefined> {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Makes `copies` more of every order there is, each with an id of its own and made a minute earlier
 * than the one before, then has PostgreSQL gather its statistics: a table large enough, and known to
 * the planner, for plans to be what they would be on real data.
 */
export async function multiplyOrders(t: TestApp, copies: number): Promise<void> {
  // Generated columns (the search text) are computed by PostgreSQL, never inserted.
  const written = Object.values(getTableColumns(orders))
    .filter((column) => !column.generated)
    .map((column) => sql.identifier(column.name));
  const columns = sql.join(written, sql`, `);
  await t.db.execute(sql`
    insert into orders (${columns})
    select ${columns} from (
      select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object(
        'id', gen_random_uuid(), 'created_at', o.created_at - make_interval(mins => n)))).*
      from orders o, generate_series(1, ${copies}::integer) as n
    ) as copy`);
  await t.db.execute(sql`analyze orders`);
}
