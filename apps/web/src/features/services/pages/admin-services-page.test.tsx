import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aService, aServiceList, roofing } from '../test-fixtures';

const car = aService();
const listPath = '/api/services?page=1&limit=10';

function adminApi(onDelete?: (call: RecordedCall) => { status?: number; body?: unknown }) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
    'GET /api/services/stats/overview': () => ({
      body: {
        totalServices: 7,
        topServices: [{ _id: car._id, name: car.name, nameMr: car.nameMr, price: 12000, image: null, requests: 4 }],
      },
    }),
    [`GET ${listPath}`]: () => ({ body: aServiceList([car, roofing]) }),
    [`DELETE /api/services/${car._id}`]: (call) =>
      onDelete?.(call) ?? { body: { message: 'Service deleted successfully', archived: false } },
  });
}

describe('admin services list', () => {
  it('shows the figures and a table of services with their actions', async () => {
    adminApi();
    renderApp('/admin/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Service' })).toHaveAttribute('href', '/admin/services/new');
    await waitFor(() => expect(screen.getByTestId('total-services')).toHaveTextContent('7'));
    const top = screen.getByRole('list', { name: 'Top Services' });
    expect(within(top).getByText('Car Denting and Painting')).toBeInTheDocument();
    expect(within(top).getByText('4')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'All services in the catalogue' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Image', 'Name', 'Marathi Name', 'Price', 'Actions']);
    const row = within(table).getByRole('row', { name: /Car Denting and Painting/ });
    expect(within(row).getByText('कार डेंटिंग आणि पेंटिंग')).toBeInTheDocument();
    expect(within(row).getByText('₹12,000 / panel + 18% GST')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Car Denting and Painting' })).toHaveAttribute(
      'href',
      `/admin/services/${car._id}`,
    );
    expect(within(row).getByRole('link', { name: 'Edit Car Denting and Painting' })).toHaveAttribute(
      'href',
      `/admin/services/edit/${car._id}`,
    );
    const roofRow = within(table).getByRole('row', { name: /Fiberglass Roofing/ });
    expect(within(roofRow).getByText('N/A')).toBeInTheDocument();
  });

  it('deletes a service only after confirmation', async () => {
    const { calls } = adminApi();
    const { user } = renderApp('/admin/services');
    await user.click(await screen.findByRole('button', { name: 'Delete Car Denting and Painting' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete service?' });
    expect(dialog).toHaveTextContent('Delete “Car Denting and Painting”?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Car Denting and Painting' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/services/${car._id}`,
    ]);
    // The list and the figures are loaded again.
    await waitFor(() => expect(calls.filter((call) => call.path === listPath)).toHaveLength(2));
  });

  it('says when a service was archived instead, because quotations or orders refer to it', async () => {
    adminApi(() => ({ body: { message: 'Service deleted successfully', archived: true } }));
    const { user } = renderApp('/admin/services');
    await user.click(await screen.findByRole('button', { name: 'Delete Car Denting and Painting' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service archived: quotations or orders still refer to it')).toBeInTheDocument();
  });

  it("says 'Failed to delete service' when the delete fails", async () => {
    adminApi(() => ({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }));
    const { user } = renderApp('/admin/services');
    await user.click(await screen.findByRole('button', { name: 'Delete Car Denting and Painting' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete service')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps customers out', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }) });
    const { router } = renderApp('/admin/services');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
