import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { admin, aList, customer, lastQuery } from '../testing/fixtures';
import { many, tableApi } from '../testing/table-api';

describe('exporting the quotations table', () => {
  beforeAll(() => import('./quotations-table-page'), 20_000);

  it('exports every page the admin’s status filter and sort match; customers get no export', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:q'), revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = tableApi(admin, () => ({ body: aList(many(1)) }), {
      'GET /api/quotations/export.csv': () => ({ body: {} }),
    });
    const { user, unmount } = renderApp('/admin/quotations');
    await screen.findByText('Showing 1 to 1 of 1 quotations');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(Object.fromEntries(lastQuery(calls, '/api/quotations/export.csv'))).toEqual({
      statusFilter: 'Accepted',
      sortKey: 'createdAt',
      sortOrder: 'desc',
      lang: 'en',
    });
    unmount();

    tableApi(customer, () => ({ body: aList(many(1)) }));
    renderApp('/user/quotations/user');
    await screen.findByText('Showing 1 to 1 of 1 quotations');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
