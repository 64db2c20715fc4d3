import { eq, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { migrationsFolder } from '../../db/client';
import { orders } from '../../db/schema/orders';

describe('migration 0018: modifications leave the order details for their own column', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves labelled modifications (English or Marathi) out of accepted orders, and leaves any other text alone', async () => {
    const customer = await createUser(t);
    const service = await createService(t);
    const place = (details: string, origin: 'user' | 'manual' = 'user') =>
      createOrder(t, customer.user, service, { details, origin });
    const english = await place('White, 5 ft\n\nModifications: Add grab bar\nand a step');
    const marathi = await place('पांढरा, 5 फूट\n\nबदल: हँडल जोडा');
    const onlyModification = await place('Modifications: Ceramic coat');
    const plain = await place('Two dents on the door');
    const typedByOwner = await place('Note\n\nModifications: as discussed', 'manual');

    const migration = await readFile(path.join(migrationsFolder, '0018_units-and-order-modifications.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await t.db.execute(sql.raw(backfill));

    const stored = async (id: string) => {
      const [row] = await t.db
        .select({ details: orders.details, modification: orders.modification })
        .from(orders)
        .where(eq(orders.id, id));
      return row;
    };
    expect(await stored(english.id)).toEqual({ details: 'White, 5 ft', modification: 'Add grab bar\nand a step' });
    expect(await stored(marathi.id)).toEqual({ details: 'पांढरा, 5 फूट', modification: 'हँडल जोडा' });
    expect(await stored(onlyModification.id)).toEqual({ details: '', modification: 'Ceramic coat' });
    expect(await stored(plain.id)).toEqual({ details: 'Two dents on the door', modification: '' });
    expect(await stored(typedByOwner.id)).toEqual({ details: 'Note\n\nModifications: as discussed', modification: '' });
  });
});
