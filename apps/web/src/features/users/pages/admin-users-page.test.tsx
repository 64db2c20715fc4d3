import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, listCalls, loadUsersPages, twelve, userList } from '../test-support';

loadUsersPages();

function pagedUsers(call: RecordedCall) {
  const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
  return { body: userList(twelve.slice((page - 1) * 10, page * 10), page, 12) };
}

describe('/admin/users', () => {
  it('lists users ten a page with their details and actions', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/users': pagedUsers });
    const { user } = renderApp('/admin/users');

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('Total Users: 12')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Role',
      'Created',
      'Actions',
    ]);
    const row = screen.getByRole('row', { name: /Customer 0/ });
    expect(within(row).getByText('customer0@example.com')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(row).getByRole('link', { name: /^WhatsApp 9876543210/ })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(within(row).getByText('Customer')).toBeInTheDocument();
    expect(within(row).getByText('15 Jan 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Customer 0' })).toHaveAttribute(
      'href',
      `/admin/users/${twelve[0]?._id}`,
    );
    expect(within(row).getByRole('link', { name: 'Edit Customer 0' })).toHaveAttribute(
      'href',
      `/admin/users/${twelve[0]?._id}/edit`,
    );
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/admin/users/new');
    expect(screen.getByText('Showing 1 to 10 of 12 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const [first, second] = listCalls(calls);
    expect(Object.fromEntries(first ?? [])).toEqual({
      page: '1',
      limit: '10',
      sortKey: 'createdAt',
      sortOrder: 'desc',
    });
    expect(second?.get('page')).toBe('2');
  });

  it('searches after typing stops, filters by role and sorts, each from page 1', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/users': pagedUsers });
    const { user } = renderApp('/admin/users');
    await screen.findByText('Total Users: 12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 12 of 12 users');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Asha');
    await waitFor(() => expect(listCalls(calls).some((p) => p.get('search') === 'Asha')).toBe(true), {
      timeout: 3000,
    });
    const searched = listCalls(calls).filter((p) => p.has('search'));
    expect(searched).toHaveLength(1);
    expect(searched[0]?.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('role')).toBe('admin'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'asc');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('sortOrder')).toBe('asc'));
    expect(Object.fromEntries(listCalls(calls).at(-1) ?? [])).toMatchObject({
      page: '1',
      search: 'Asha',
      role: 'admin',
      sortKey: 'name',
    });
  });

  it("offers no Delete on the rows (it is on the person's page), and says when the list fails", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/users': () => ({ body: userList([admin], 1) }),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('link', { name: 'View Ravi Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/users': () => ({ status: 500, body: {} }) });
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});
