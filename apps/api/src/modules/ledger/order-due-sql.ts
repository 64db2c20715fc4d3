import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';

/**
 * What an uncancelled order still owes, in SQL, from the money columns the ledger keeps on it: the
 * same figure as `cachedDuePaise` (negative when more is held than owed; callers filter or clamp).
 */
export const orderDueSql = sql<number>`(${orders.totalPaise} - ${orders.creditedPaise} - ${orders.paidPaise})`;
