import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { activities } from './schema/activities';
import { streamRows } from './stream-rows';

describe('streamRows', () => {
  let t: TestApp;
  const inUse = () => t.db.$client.totalCount - t.db.$client.idleCount;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(activities).values(
      Array.from({ length: 1200 }, (_, i) => ({
        actorId: null,
        action: 'test',
        entity: 'test',
        message: `entry ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      })),
    );
  });
  afterAll(() => t.close());

  const select = () => t.db.select({ message: activities.message, createdAt: activities.createdAt }).from(activities);

  it('reads every row with its column types and gives the connection back', async () => {
    const rows = [];
    for await (const row of await streamRows(t.db, select().orderBy(activities.createdAt))) rows.push(row);
    expect(rows).toHaveLength(1200);
    expect(rows[1199]).toEqual({ message: 'entry 1199', createdAt: new Date(Date.UTC(2026, 0, 1) + 1199 * 1000) });
    expect(inUse()).toBe(0);
  });

  it('gives the connection back when the reader stops early', async () => {
    const rows = await streamRows(t.db, select());
    const iterator = rows[Symbol.asyncIterator]();
    // Past the first batch, so the next one is being fetched when the reader stops.
    for (let i = 0; i < 501; i += 1) await iterator.next();
    rows.destroy();
    await once(rows, 'close');
    expect(inUse()).toBe(0);
  });

  it('rejects a failing query before streaming, and gives the connection back', async () => {
    await expect(streamRows(t.db, select().where(sql`1 / 0 = 1`))).rejects.toThrow(/division by zero/);
    expect(inUse()).toBe(0);
  });

  it('reads a sql expression as the driver returns it, and refuses an aliased one', async () => {
    const rows = await streamRows(
      t.db,
      t.db
        .select({ n: sql<string[]>`array['a', 'b']` })
        .from(activities)
        .limit(1),
    );
    expect(await rows.toArray()).toEqual([{ n: ['a', 'b'] }]);
    await expect(streamRows(t.db, t.db.select({ n: sql<number>`1`.as('n') }).from(activities))).rejects.toThrow(
      /columns and sql expressions only/,
    );
  });
});
