import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aService } from '../test-fixtures';

const car = aService();

describe('service detail', () => {
  it('shows the service with its price per unit and tax in plain words (no SAC code), and links to the quotation form with it chosen', async () => {
    mockApi({ [`GET /api/services/${car._id}`]: () => ({ body: car }) });
    renderApp(`/services/${car._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Car Denting and Painting' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Car Denting and Painting' })).toHaveAttribute(
      'src',
      '/uploads/services/car.webp',
    );
    expect(screen.getByText('₹12,000 / panel + 18% GST')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The price is for one panel; 18% GST is added on top, and your quotation shows the total for the whole job.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('998714')).not.toBeInTheDocument();
    expect(screen.getByText('Dents pulled and panels repainted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Quotation' })).toHaveAttribute(
      'href',
      `/user/quotations/new?service=${car._id}`,
    );
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  });

  it('speaks Marathi in Marathi', async () => {
    await i18n.changeLanguage('mr');
    mockApi({ [`GET /api/services/${car._id}`]: () => ({ body: car }) });
    renderApp(`/services/${car._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'कार डेंटिंग आणि पेंटिंग' })).toBeInTheDocument();
    expect(screen.getByText('डेंट काढून पॅनल पुन्हा रंगवले जातात.')).toBeInTheDocument();
    expect(screen.getByText('₹12,000 / पॅनल + 18% जीएसटी')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कोटेशनची विनंती करा' })).toBeInTheDocument();
  });

  it('states the price without GST when the workshop is not GST-registered, paise kept', async () => {
    const plain = aService({ price: 450.5, unit: 'sqft', gstRate: null });
    mockApi({ [`GET /api/services/${plain._id}`]: () => ({ body: plain }) });
    renderApp(`/services/${plain._id}`);
    expect(await screen.findByText('₹450.50 / sq ft')).toBeInTheDocument();
    expect(
      screen.getByText('The price is for one sq ft; your quotation shows the total for the whole job.'),
    ).toBeInTheDocument();
  });

  it("says 'Service not found' for an unknown service", async () => {
    mockApi({ 'GET /api/services/nope': () => ({ status: 404, body: { message: 'Service not found' } }) });
    renderApp('/services/nope');
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
  });

  it('offers admins the edit form instead, and nobody a quotation for an archived service', async () => {
    signIn();
    const archived = aService({ _id: 'a1', archived: true });
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      [`GET /api/services/${car._id}`]: () => ({ body: car }),
      'GET /api/services/a1': () => ({ body: archived }),
    });
    const { router } = renderApp(`/services/${car._id}`);
    expect(await screen.findByRole('link', { name: 'Edit Service' })).toHaveAttribute(
      'href',
      `/admin/services/edit/${car._id}`,
    );
    expect(screen.queryByRole('link', { name: 'Request Quotation' })).not.toBeInTheDocument();
    await router.navigate('/services/a1');
    expect(await screen.findByText('This service is no longer offered.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Service' })).not.toBeInTheDocument();
  });
});
