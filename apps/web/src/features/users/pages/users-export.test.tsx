import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, loadUsersPages, twelve, userList } from '../test-support';

loadUsersPages();

describe('exporting the users list', () => {
  it('exports every user the current role filter and sort match', async () => {
    signIn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/users': () => ({ body: userList(twelve.slice(0, 10), 1, 12) }),
      'GET /api/users/export.csv': () => ({ body: 'Name' }),
    });
    const { user } = renderApp('/admin/users');
    await screen.findByText('Total Users: 12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = calls.find((call) => call.path.startsWith('/api/users/export.csv'));
    expect(Object.fromEntries(new URLSearchParams(exported?.path.split('?')[1]))).toEqual({
      role: 'admin',
      sortKey: 'createdAt',
      sortOrder: 'desc',
      lang: 'en',
    });
  });
});
