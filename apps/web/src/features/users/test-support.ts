import type { PublicUser } from '@karigar/domain/user';
import { beforeAll } from 'vitest';
import { aUser } from '../../test/fixtures';

/** Shared by the users screens' tests. */
export const admin = aUser({ _id: 'a0000000-0000-4000-8000-000000000000', role: 'admin', name: 'Ravi Admin' });

export const twelve = Array.from({ length: 12 }, (_, i) =>
  aUser({
    _id: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    name: `Customer ${i}`,
    email: `customer${i}@example.com`,
  }),
);

export function userList(users: PublicUser[], page: number, total = users.length) {
  return {
    users,
    pagination: { totalUsers: total, totalPages: Math.max(1, Math.ceil(total / 10)), currentPage: page },
  };
}

/** The list's query string of every GET /api/users call. */
export function listCalls(calls: { method: string; path: string }[]): URLSearchParams[] {
  return calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/users?'))
    .map((call) => new URLSearchParams(call.path.split('?')[1]));
}

/** The pages' code is loaded once up front, so the first test does not wait for it. */
export function loadUsersPages(): void {
  beforeAll(async () => {
    await import('./pages/admin-users-page');
    await import('./pages/new-user-page');
    await import('./pages/edit-user-page');
    await import('./pages/user-detail-page');
  });
}
