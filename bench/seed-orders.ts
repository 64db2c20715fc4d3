import type pg from 'pg';

/**
 * Adds `count` orders spread over 2,000 customers and the seeded services, in one set-based insert,
 * and brings the running counts up to date.
 */
export async function seedOrders(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    INSERT INTO users (name, email, role, password_hash)
    SELECT 'Customer ' || g, 'customer' || g || '@bench.test', 'user', 'x'
    FROM generate_series(1, 2000) g
    ON CONFLICT DO NOTHING`);
  await pool.query(
    `
    WITH u AS (SELECT id, name, email, row_number() OVER () AS n FROM users WHERE role = 'user'),
         s AS (SELECT id, name, price_paise, row_number() OVER () AS n FROM services),
         su AS (SELECT count(*) AS c FROM u), ss AS (SELECT count(*) AS c FROM s)
    INSERT INTO orders (user_id, service_id, origin, status, customer_name, customer_email, service_name, quantity,
      unit_price_paise, offered_price_paise, subtotal_before_discount_paise, subtotal_after_discount_paise,
      pre_tax_total_paise, tax_amount_paise, total_paise, details, created_at)
    SELECT u.id, s.id, (ARRAY['user','manual','service-request'])[1 + g % 3],
      (ARRAY['Pending','Confirmed','In Progress','Completed','Cancelled'])[1 + g % 5],
      u.name, u.email, s.name, 1 + g % 4, s.price_paise, s.price_paise, s.price_paise * (1 + g % 4),
      s.price_paise * (1 + g % 4), s.price_paise * (1 + g % 4), s.price_paise * (1 + g % 4) * 18 / 100,
      s.price_paise * (1 + g % 4) * 118 / 100, 'Bench order ' || g, now() - (g || ' minutes')::interval
    FROM generate_series(1, $1::int) g
    JOIN su ON true JOIN ss ON true
    JOIN u ON u.n = 1 + g % su.c
    JOIN s ON s.n = 1 + g % ss.c`,
    [count],
  );
  await pool.query(`
    INSERT INTO order_counts (key, count)
    SELECT 'all', count(*) FROM orders
    UNION ALL SELECT 'origin:' || origin, count(*) FROM orders GROUP BY origin
    UNION ALL SELECT 'user:' || user_id, count(*) FROM orders GROUP BY user_id
    ON CONFLICT (key) DO UPDATE SET count = excluded.count`);
  await pool.query('ANALYZE');
}
