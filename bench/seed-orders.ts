import type pg from 'pg';

/**
 * Adds `count` orders spread over 2,000 customers and the seeded services, in one set-based insert,
 * and brings the running counts up to date. Orders are written in the order they were placed, each
 * batch after the orders already there (one a minute from the start of 2024), so the table's rows
 * lie in time order as a shop's do and a larger data set is the smaller one with newer orders added.
 */
export async function seedOrders(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    INSERT INTO users (name, email, role, password_hash)
    SELECT 'Customer ' || g, 'customer' || g || '@bench.test', 'user', 'x'
    FROM generate_series(1, 2000) g
    ON CONFLICT DO NOTHING`);
  await pool.query(
    `
    WITH u AS (SELECT id, name, email, row_number() OVER (ORDER BY created_at, length(email), email) AS n FROM users WHERE role = 'user'),
         s AS (SELECT id, name, price_paise, row_number() OVER (ORDER BY id) AS n FROM services),
         su AS (SELECT count(*) AS c FROM u), ss AS (SELECT count(*) AS c FROM s),
         placed AS (SELECT count(*) AS c FROM orders),
         k AS (SELECT placed.c + g AS k FROM generate_series(1, $1::int) g JOIN placed ON true)
    INSERT INTO orders (user_id, service_id, origin, status, customer_name, customer_email, service_name, quantity,
      unit_price_paise, offered_price_paise, subtotal_before_discount_paise, subtotal_after_discount_paise,
      pre_tax_total_paise, tax_amount_paise, total_paise, details, created_at)
    SELECT u.id, s.id, (ARRAY['user','manual','service-request'])[1 + k % 3],
      (ARRAY['Pending','Confirmed','In Progress','Completed','Cancelled'])[1 + k % 5],
      u.name, u.email, s.name, 1 + k % 4, s.price_paise, s.price_paise, s.price_paise * (1 + k % 4),
      s.price_paise * (1 + k % 4), s.price_paise * (1 + k % 4), s.price_paise * (1 + k % 4) * 18 / 100,
      s.price_paise * (1 + k % 4) * 118 / 100, 'Bench order ' || k,
      timestamptz '2024-01-01 00:00:00+00' + make_interval(mins => k::int)
    FROM k
    JOIN su ON true JOIN ss ON true
    JOIN u ON u.n = 1 + k % su.c
    JOIN s ON s.n = 1 + k % ss.c
    ORDER BY k`,
    [count],
  );
  await pool.query(`
    INSERT INTO order_counts (key, count)
    SELECT 'all', count(*) FROM orders
    UNION ALL SELECT 'origin:' || origin, count(*) FROM orders GROUP BY origin
    UNION ALL SELECT 'user:' || user_id, count(*) FROM orders GROUP BY user_id
    ON CONFLICT (key) DO UPDATE SET count = excluded.count`);
  // A shop's tables are vacuumed as they grow (autovacuum): measured in that state, not just after a bulk load.
  await pool.query('VACUUM ANALYZE');
}
