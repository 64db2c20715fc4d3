import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aService } from '../test-fixtures';

const car = aService({ archived: true, descriptionMr: '' });

function fact(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('service detail under /admin', () => {
  it('shows every field to an admin, with the edit button', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      [`GET /api/services/${car._id}`]: () => ({ body: car }),
    });
    renderApp(`/admin/services/${car._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Details' })).toBeInTheDocument();
    expect(fact('Name')).toBe('Car Denting and Painting');
    expect(fact('Marathi Name')).toBe('कार डेंटिंग आणि पेंटिंग');
    expect(fact('Marathi Description')).toBe('N/A');
    expect(fact('Price')).toBe('₹12,000 / panel + 18% GST');
    expect(fact('SAC Code')).toBe('998714');
    expect(fact('Status')).toBe('Archived');
    expect(fact('Created At')).toBe('15 Jan 2026');
    expect(screen.getByRole('link', { name: 'Edit Service' })).toHaveAttribute(
      'href',
      `/admin/services/edit/${car._id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/admin/services');
  });

  it('is open to a signed-in customer, without the edit button', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET /api/services/${car._id}`]: () => ({ body: car }),
    });
    const { router } = renderApp(`/admin/services/${car._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/services/${car._id}`);
    expect(screen.queryByRole('link', { name: 'Edit Service' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  });

  it('asks a visitor to log in', async () => {
    mockApi({});
    const { router } = renderApp(`/admin/services/${car._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
