import { eq, sql } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { migrationsFolder } from '../../db/client';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';

/** The statements of the migration that normalise stored phones (its file is renumbered at merges). */
async function phoneStatements(): Promise<string[]> {
  const name = (await readdir(migrationsFolder)).find((file) => file.endsWith('_phones-and-consent-history.sql'));
  if (!name) throw new Error('migration not found');
  const text = await readFile(path.join(migrationsFolder, name), 'utf8');
  const part = text.slice(text.indexOf('-- Phones in E.164'));
  return part.split('--> statement-breakpoint').filter((statement) => statement.trim());
}

describe('the migration of stored phones to E.164', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('normalises every number it can read, and leaves the others as typed', async () => {
    const typed = {
      '98220 12345': '+919822012345',
      '098220-12345': '+919822012345',
      '+91 98220 12345': '+919822012345',
      '(0)98220 12345': '+919822012345',
      '919822012345': '+919822012345',
      '0044 20 7946 0958': '+442079460958',
      '+919822012345': '+919822012345',
      '12345': '12345',
      'call after 6': 'call after 6',
      '+91 98220 123': '+91 98220 123',
    };
    const ids: Record<string, string> = {};
    for (const phone of Object.keys(typed)) {
      const { user } = await createUser(t);
      await t.db.update(users).set({ phone }).where(eq(users.id, user.id));
      ids[phone] = user.id;
    }
    const [contact] = await t.db
      .insert(contacts)
      .values({ name: 'Ravi', phone: '098220-12345', message: 'Call me' })
      .returning({ id: contacts.id });

    for (const statement of await phoneStatements()) await t.db.execute(sql.raw(statement));

    for (const [phone, expected] of Object.entries(typed)) {
      const [row] = await t.db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, ids[phone] ?? ''));
      expect(row?.phone, phone).toBe(expected);
    }
    const [stored] = await t.db
      .select({ phone: contacts.phone })
      .from(contacts)
      .where(eq(contacts.id, contact?.id ?? ''));
    expect(stored?.phone).toBe('+919822012345');
  });
});
