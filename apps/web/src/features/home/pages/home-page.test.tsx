import type { Service } from '@karigar/domain/service';
import { screen, within } from '@testing-library/react';
import type { WorkshopContact } from '@karigar/domain/workshop-contact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
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
  advancePercentage: null,
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

const workshop: WorkshopContact = {
  name: 'Shinde Fiberglass',
  address: 'Shed 4, Chakan MIDC, Pune 410501',
  phone: '+91 98220 12345',
  hours: 'Mon–Sat 9:30–19:00',
  mapUrl: 'https://maps.example.in/?q=Chakan',
};
const services = () => ({ body: { services: [car], total: 1, page: 1, totalPages: 1 } });

describe("the workshop's own details", () => {
  it('shows the address, a phone to tap, WhatsApp, the hours and a map link on the home page and in the footer', async () => {
    mockApi({ 'GET /api/services?page=1&limit=8': services });
    renderApp('/', { workshop });
    const visit = within((await screen.findByRole('heading', { name: 'Visit the workshop' })).closest('section')!);
    expect(visit.getByText('Shed 4, Chakan MIDC, Pune 410501')).toBeInTheDocument();
    expect(visit.getByRole('link', { name: 'Call +91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
    expect(visit.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919822012345');
    expect(visit.getByText('Mon–Sat 9:30–19:00')).toBeInTheDocument();
    expect(visit.getByRole('link', { name: 'Directions on the map' })).toHaveAttribute('href', workshop.mapUrl);

    const footer = within(screen.getByRole('region', { name: 'How to reach the workshop' }));
    expect(footer.getByText('Shinde Fiberglass')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Call +91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
  });

  it('leaves out what the owner has not set, and speaks Marathi', async () => {
    await i18n.changeLanguage('mr');
    mockApi({ 'GET /api/services?page=1&limit=8': services });
    renderApp('/', { workshop: { name: workshop.name, address: workshop.address } });
    const visit = within((await screen.findByRole('heading', { name: 'वर्कशॉपला भेट द्या' })).closest('section')!);
    expect(visit.getByText('पत्ता')).toBeInTheDocument();
    expect(visit.queryByText('फोन')).not.toBeInTheDocument();
    expect(visit.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'वर्कशॉपशी संपर्क कसा साधावा' })).toBeInTheDocument();
  });
});
