import { randomBytes } from 'node:crypto';
import type { Language } from '@karigar/domain/language';
import type { Role } from '@karigar/domain/user';
import { users, type UserRow } from '../src/db/schema/users';
import { hashPassword } from '../src/lib/passwords';
import { createTokenSigner } from '../src/lib/tokens';
import type { TestApp } from './build-app';

export interface TestUser {
  /** A test user always has an email (a walk-in customer is made through the API). */
  user: UserRow & { email: string };
  password: string;
  /** A valid access token for the user, signed with the app's secret. */
  accessToken: string;
  /** The Authorization header carrying that token. */
  headers: { authorization: string };
}

/** Inserts a user straight into the database (admins cannot register through the API). */
export async function createUser(
  t: TestApp,
  overrides: { role?: Role; name?: string; email?: string; password?: string; language?: Language } = {},
): Promise<TestUser> {
  const password = overrides.password ?? 'correct horse battery';
  const [user] = await t.db
    .insert(users)
    .values({
      name: overrides.name ?? 'Asha Patil',
      email: overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`,
      role: overrides.role ?? 'user',
      passwordHash: await hashPassword(password),
      language: overrides.language ?? 'en',
    })
    .returning();
  if (!user?.email) throw new Error('user not inserted');
  const accessToken = await createTokenSigner(t.jwtSecret).sign({
    sub: user.id,
    role: user.role,
    sv: user.sessionVersion,
  });
  return {
    user: { ...user, email: user.email },
    password,
    accessToken,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

export const createAdmin = (
  t: TestApp,
  overrides: { name?: string; email?: string; password?: string; language?: Language } = {},
) => createUser(t, { name: 'Workshop Admin', ...overrides, role: 'admin' });
