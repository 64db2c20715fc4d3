import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';

/** The shop's calendar: days and months of revenue are counted in India time. */
export const INDIA = 'Asia/Kolkata';

/** Money received: a payment captured (online or recorded by an admin) and not voided since. */
export const isReceivedPayment = sql`(${payments.status} = 'paid' and ${payments.voidedAt} is null)`;
