import { expect, test as setup } from '@playwright/test';
import { apiSession } from './support/api';
import { E2E_ADMIN, E2E_SETUP_ADMIN } from './support/env';

setup('the owner creates the admin that the tests’ API set-up signs in as', async ({ request }) => {
  const owner = await apiSession(request, { name: 'Owner', ...E2E_ADMIN });
  const created = await request.post('/api/users/create', {
    data: { ...E2E_SETUP_ADMIN, role: 'admin' },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(created.status()).toBe(201);
});
