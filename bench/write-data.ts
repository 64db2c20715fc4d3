/**
 * The data the write measures use up, made before the timed runs: quotations a customer can accept
 * (copies, in SQL, of ones requested through the API, as the workshop had re-priced them), and
 * unpaid orders with a sandbox checkout opened and paid through the API, ready to verify.
 */
import type { ApiBench } from './api-context';
import { bearer } from './api-context';
import type { HttpRequest } from './load-worker';

export interface Item {
  /** The captured ids this item stands for, keyed by role ('quotation', 'user', …). */
  ids: Record<string, string>;
  request: HttpRequest;
}

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

async function call<T>(bench: ApiBench, path: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const response = await fetch(`${bench.server.url}${path}`, {
    method: 'POST',
    headers: json(headers),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]!);
      }
    }),
  );
  return results;
}

export async function requestableService(bench: ApiBench): Promise<string> {
  const [row] = (await bench.pool.query('SELECT id FROM services WHERE archived_at IS NULL ORDER BY name LIMIT 1'))
    .rows as [{ id: string }];
  return row.id;
}

/** The body of POST /api/quotations/request the measures send. */
export const requestBody = (service: string) => ({
  service,
  quantity: 1,
  quotationPrice: 500,
  description: 'Bench request: rear bumper repair',
});

/** `count` quotations spread over the customers, each acceptable by its owner. */
export async function acceptableQuotations(bench: ApiBench, count: number): Promise<Item[]> {
  const service = await requestableService(bench);
  const headers = new Map<string, Record<string, string>>();
  const templates: string[] = [];
  for (const customer of bench.customers) {
    headers.set(customer.id, json(await bearer(bench, customer)));
    const answer = await call<{ quotation: { _id: string } }>(
      bench,
      '/api/quotations/request',
      headers.get(customer.id)!,
      requestBody(service),
    );
    templates.push(answer.quotation._id);
  }
  const { rows } = await bench.pool.query(
    `INSERT INTO quotations
     SELECT (jsonb_populate_record(q, jsonb_build_object('id', gen_random_uuid(), 'quotation_status', 'Revised',
       'follow_up_status', 'Pending', 'awaiting_workshop', false))).*
     FROM quotations q CROSS JOIN generate_series(1, $2::int) g WHERE q.id = ANY($1::uuid[])
     RETURNING id, user_id`,
    [templates, Math.ceil(count / templates.length)],
  );
  return (rows as { id: string; user_id: string }[]).slice(0, count).map(({ id, user_id }) => ({
    ids: { quotation: id, user: user_id },
    request: {
      method: 'PATCH',
      path: `/api/quotations/${id}/action`,
      headers: headers.get(user_id)!,
      body: JSON.stringify({ action: 'accept' }),
    },
  }));
}

interface Checkout {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** `count` unpaid orders of seeded customers, each with a checkout paid in the sandbox, not yet verified. */
export async function paidCheckouts(bench: ApiBench, count: number): Promise<Item[]> {
  const { rows } = await bench.pool.query(
    `SELECT o.id, o.user_id, u.role, u.name, u.email FROM orders o JOIN users u ON u.id = o.user_id
     WHERE o.status IN ('Pending', 'Confirmed') AND o.payment_status = 'pending' AND o.details LIKE 'Bench order %'
     ORDER BY o.created_at DESC, o.id LIMIT $1`,
    [count],
  );
  const orders = rows as { id: string; user_id: string; role: 'user'; name: string; email: string }[];
  if (orders.length < count) throw new Error(`only ${orders.length} unpaid orders left to pay; seed more`);
  return inBatches(orders, 10, async (order) => {
    const headers = json(
      await bearer(bench, { id: order.user_id, role: order.role, name: order.name, email: order.email }),
    );
    const opened = await call<{ order: { id: string } }>(bench, '/api/payments/create-order', headers, {
      orderId: order.id,
      currency: 'INR',
    });
    const paid = await call<Checkout>(bench, '/api/payments/sandbox/pay', headers, { order_id: opened.order.id });
    return {
      ids: {
        order: order.id,
        user: order.user_id,
        providerOrder: paid.razorpay_order_id,
        providerPayment: paid.razorpay_payment_id,
      },
      request: {
        method: 'POST',
        path: '/api/payments/verify',
        headers,
        body: JSON.stringify({ ...paid, orderId: order.id }),
      },
    };
  });
}
