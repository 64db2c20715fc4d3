import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';
import { activeUser } from './users.repository';

/**
 * ADMIN_EMAIL (+ ADMIN_PASSWORD) is created when missing. Without it, the first start of an install
 * with no admin creates admin@localhost with a random password, printed once and saved to
 * DATA_DIR/initial-admin.txt.
 */
export async function ensureAdmin(db: Db, config: Config, print: (line: string) => void): Promise<void> {
  if (config.adminEmail) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, config.adminEmail), activeUser));
    if (existing) return;
    const password = config.adminPassword ?? randomBytes(12).toString('base64url');
    const created = await insertAdmin(db, config.adminEmail, password);
    if (!created) return;
    if (!config.adminPassword) await announce(config, config.adminEmail, password, print);
    else print(`Created the admin account ${config.adminEmail}.`);
    return;
  }
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), activeUser))
    .limit(1);
  if (anyAdmin) return;
  const email = 'admin@localhost';
  const password = randomBytes(12).toString('base64url');
  if (await insertAdmin(db, email, password)) await announce(config, email, password, print);
}

/**
 * Creates the admin account unless an instance starting at the same moment just did; answers
 * whether this call created it (only then is its password the one to tell).
 */
async function insertAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const rows = await db
    .insert(users)
    .values({ name: 'Administrator', email, role: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows.length > 0;
}

async function announce(config: Config, email: string, password: string, print: (line: string) => void): Promise<void> {
  await mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'initial-admin.txt');
  await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  print(
    `\n  Admin account created: ${email}\n  Password: ${password}\n  (also saved to ${file}; change it after logging in)\n`,
  );
}
