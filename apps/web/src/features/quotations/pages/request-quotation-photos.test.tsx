import type { Vehicle } from '@karigar/domain/vehicle';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { aQuotation, aService, customer, mockQuotationsApi } from '../testing/fixtures';

const denting = aService();
const swift: Vehicle = {
  _id: '7c1d9e2a-3b4c-4d5e-8f6a-1b2c3d4e5f60',
  userId: customer._id,
  kind: 'vehicle',
  registration: 'MH 12 AB 1234',
  make: 'Maruti',
  model: 'Swift',
  colour: '',
  odometerKm: null,
  description: '',
  dimensions: '',
  createdAt: '2026-03-01T00:00:00.000Z',
};
const quotation = aQuotation();

describe('quotation request with a vehicle and photos', () => {
  beforeAll(() => import('./request-quotation-page'), 20_000);
  afterEach(() => vi.unstubAllGlobals());

  it('names the chosen vehicle and sends the photos to the new request, at most five', async () => {
    let previews = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:${++previews}`, revokeObjectURL: vi.fn() }));
    signIn();
    const { calls } = mockQuotationsApi({
      'GET /api/auth/me': () => ({ body: customer }),
      'GET /api/services': () => ({ body: { services: [denting], total: 1, page: 1, totalPages: 1 } }),
      'GET /api/vehicles': () => ({ body: { vehicles: [swift] } }),
      'POST /api/quotations/request': () => ({
        status: 201,
        body: { message: 'Quotation requested successfully!', quotation },
      }),
      [`POST /api/quotations/${quotation._id}/photos`]: () => ({ status: 201, body: { message: 'Photo uploaded' } }),
      'GET /api/quotations/user': () => ({ body: { quotations: [], total: 0, page: 1, totalPages: 1 } }),
    });
    const { user } = renderApp(`/quotation-form?service=${denting._id}`);

    await screen.findByRole('option', { name: 'MH 12 AB 1234 · Maruti Swift' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vehicle or item' }), swift._id);
    await user.type(screen.getByLabelText(/^Expected total price/), '9000');
    const photos = Array.from(
      { length: 6 },
      (_, i) => new File([`jpeg ${i}`], `dent-${i}.jpg`, { type: 'image/jpeg' }),
    );
    await user.upload(screen.getByLabelText('Add a photo'), photos);
    expect(screen.getAllByRole('img', { name: /Before photo/ })).toHaveLength(5);
    expect(screen.queryByLabelText('Add a photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 5' }));
    expect(screen.getAllByRole('img', { name: /Before photo/ })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Submit Quotation' }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/photos'))).toHaveLength(4));
    expect(calls.find((call) => call.path === '/api/quotations/request')?.body).toMatchObject({ vehicleId: swift._id });
    const sent = calls.find((call) => call.path.endsWith('/photos'))?.body as FormData;
    expect((sent.get('photo') as File).name).toBe('dent-0.jpg');
  });
});
