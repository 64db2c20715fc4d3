import type { Service, ServiceListAnswer } from '@karigar/domain/service';

/** A catalogue service for component tests. */
export function aService(overrides: Partial<Service> = {}): Service {
  return {
    _id: '5f0c2a9e-1b3d-4c5e-8f70-a1b2c3d4e5f6',
    name: 'Car Denting and Painting',
    nameMr: 'कार डेंटिंग आणि पेंटिंग',
    description: 'Dents pulled and panels repainted.',
    descriptionMr: 'डेंट काढून पॅनल पुन्हा रंगवले जातात.',
    price: 12000,
    sacCode: '998714',
    unit: 'panel',
    advancePercentage: null,
    gstRate: 18,
    image: '/uploads/services/car.webp',
    archived: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-16T10:00:00.000Z',
    ...overrides,
  };
}

export const roofing = aService({
  _id: '7a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  name: 'Fiberglass Roofing',
  nameMr: '',
  description: 'Leak-proof roofing sheets.',
  descriptionMr: '',
  price: 450,
  unit: 'sqft',
  image: null,
});

export function aServiceList(services: Service[], page = 1, totalPages = 1): ServiceListAnswer {
  return { services, total: services.length, page, totalPages };
}
