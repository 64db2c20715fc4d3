import type { Service } from '@karigar/domain/service';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const car: Service = {
  _id: '5f0c2a9e-1b3d-4c5e-8f70-a1b2c3d4e5f6',
  name: 'Car Denting and Painting',
  nameMr: 'कार डेंटिंग आणि पेंटिंग',
  description: 'Dents pulled and panels repainted.',
  descriptionMr: '',
  price: 12000,
  sacCode: '998714',
  unit: 'panel',
  gstRate: 18,
  image: null,
  archived: false,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
};

async function servicesSection() {
  return within((await screen.findByRole('heading', { name: 'What we do' })).closest('section') as HTMLElement);
}

describe('home page services', () => {
  it('shows the catalogue’s services as cards that open their pages', async () => {
    mockApi({
      'GET /api/services?page=1&limit=8': () => ({ body: { services: [car], total: 1, page: 1, totalPages: 1 } }),
    });
    renderApp('/');
    const section = await servicesSection();
    expect(await section.findByRole('link', { name: 'Car Denting and Painting' })).toHaveAttribute(
      'href',
      `/services/${car._id}`,
    );
    expect(section.getByText('₹12,000 / panel + 18% GST')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'View all services' })).toHaveAttribute('href', '/services');
  });

  it('falls back to the workshop’s own list when the catalogue cannot be loaded', async () => {
    mockApi({
      'GET /api/services?page=1&limit=8': () => ({
        status: 400,
        body: { message: 'Invalid input', code: 'VALIDATION_FAILED' },
      }),
    });
    renderApp('/');
    const section = await servicesSection();
    expect(await section.findByRole('heading', { name: 'Fiberglass Planter Pots' })).toBeInTheDocument();
    expect(section.getAllByRole('listitem')).toHaveLength(7);
  });
});
