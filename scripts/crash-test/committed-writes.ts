import { toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import type pg from 'pg';
import type { Write } from './journal';

/**
 * Every write of the run the database holds, acknowledged or not (a kill may land after the commit
 * and before the answer), in the journal's shape: each of them must have sent its mails too.
 */
export async function committedWrites(client: pg.ClientBase): Promise<Write[]> {
  const rows = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql)).rows;
  const registrations = await rows<{ id: string; email: string; name: string }>(
    "SELECT id::text, email, name FROM users WHERE role = 'user' AND deleted_at IS NULL",
  );
  const quotations = await rows<{ id: string; user_id: string; customer: string; service: string }>(
    `SELECT q.id::text, q.user_id::text, u.name AS customer, s.name AS service
       FROM quotations q JOIN users u ON u.id = q.user_id JOIN services s ON s.id = q.service_id`,
  );
  const followUps = await rows<{ id: string; quotation_id: string; email: string; service: string; paise: string }>(
    `SELECT f.id::text, f.quotation_id::text, u.email, s.name AS service, f.new_price_paise AS paise
       FROM quotation_follow_ups f JOIN quotations q ON q.id = f.quotation_id
       JOIN users u ON u.id = q.user_id JOIN services s ON s.id = q.service_id
      WHERE f.new_price_paise IS NOT NULL`,
  );
  const orders = await rows<{
    id: string;
    quotation_id: string | null;
    origin: string;
    name: string;
    email: string;
    service: string;
  }>(
    `SELECT id::text, quotation_id::text, origin, customer_name AS name, customer_email AS email, service_name AS service
       FROM orders`,
  );
  const payments = await rows<{ payment_id: string; order_id: string; paise: string; email: string }>(
    `SELECT p.provider_payment_id AS payment_id, p.order_id::text, p.amount_paise AS paise, o.customer_email AS email
       FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.status = 'paid' AND p.provider = 'sandbox'`,
  );
  return [
    ...registrations.map((r): Write => ({ kind: 'registration', userId: r.id, email: r.email, name: r.name })),
    ...quotations.map((q): Write => ({
      kind: 'quotation',
      quotationId: q.id,
      userId: q.user_id,
      customerName: q.customer,
      service: q.service,
    })),
    ...followUps.map((f): Write => ({
      kind: 'follow-up',
      quotationId: f.quotation_id,
      followUpId: f.id,
      email: f.email,
      service: f.service,
      newPrice: toRupees(Number(f.paise)),
    })),
    ...orders.flatMap((o): Write[] => {
      if (o.quotation_id)
        return [
          { kind: 'accept', quotationId: o.quotation_id, orderId: o.id, customerName: o.name, service: o.service },
        ];
      if (o.origin === 'manual')
        return [
          { kind: 'manual-order', orderId: o.id, orderNumber: orderNumber(o.id), email: o.email, service: o.service },
        ];
      return [];
    }),
    ...payments.map((p): Write => ({
      kind: 'payment',
      orderId: p.order_id,
      providerPaymentId: p.payment_id,
      amountPaise: Number(p.paise),
      email: p.email,
    })),
  ];
}
