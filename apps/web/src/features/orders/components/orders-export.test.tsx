import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';
import { admin, loadOrdersPages, pagedOrders } from './orders-list-test-support';

loadOrdersPages();

const csvFile = () =>
  new Response('\uFEFFReference\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="orders-2026-11-25.csv"',
    },
  });

describe('exporting the orders list', () => {
  it('exports every page the admin’s current filter and sort match', async () => {
    signIn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:orders'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': pagedOrders,
      'GET /api/orders/export.csv': csvFile,
    });
    const { user } = renderApp('/admin/orders');
    await screen.findByText('Total Orders: 12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origin' }), 'manual');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort order' }), 'asc');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['orders-2026-11-25.csv']));
    const exported = calls.find((call) => call.url.pathname === '/api/orders/export.csv');
    expect(Object.fromEntries(exported?.url.searchParams ?? [])).toEqual({
      origin: 'manual',
      sortKey: 'createdAt',
      sortOrder: 'asc',
      lang: 'en',
    });
  });

  it('is not offered to a customer', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }), 'GET /api/orders/my': pagedOrders });
    renderApp('/user/my-orders');
    await screen.findByText('Total Orders: 12', { exact: false });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
