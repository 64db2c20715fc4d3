import type { Vehicle } from '@karigar/domain/vehicle';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const swift: Vehicle = {
  _id: '7c1d9e2a-3b4c-4d5e-8f6a-1b2c3d4e5f60',
  userId: aUser()._id,
  kind: 'vehicle',
  registration: 'MH 12 AB 1234',
  make: 'Maruti',
  model: 'Swift',
  colour: 'Pearl white',
  odometerKm: 45210,
  description: '',
  dimensions: '',
  createdAt: '2026-03-01T00:00:00.000Z',
};

beforeAll(async () => {
  await import('./my-vehicles-page');
});

describe('My vehicles', () => {
  it('adds a vehicle after pointing out a registration that is no Indian one', async () => {
    signIn();
    let vehicles: Vehicle[] = [];
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/vehicles': () => ({ body: { vehicles } }),
      'POST /api/vehicles': () => {
        vehicles = [swift];
        return { status: 201, body: { message: 'Vehicle saved', vehicle: swift } };
      },
    });
    const { user } = renderApp('/user/vehicles');

    expect(await screen.findByText('No vehicles or items yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a vehicle or item' }));
    await user.type(screen.getByLabelText('Registration number'), 'XX 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter an Indian registration number/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Registration number'));
    await user.type(screen.getByLabelText('Registration number'), 'mh 12 ab 1234');
    await user.type(screen.getByLabelText('Make'), 'Maruti');
    await user.type(screen.getByLabelText('Odometer (km)'), '45210');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('MH 12 AB 1234 · Maruti Swift')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      kind: 'vehicle',
      registration: 'mh 12 ab 1234',
      make: 'Maruti',
      odometerKm: '45210',
    });
  });

  it('removes a vehicle after asking, in Marathi', async () => {
    signIn();
    await i18n.changeLanguage('mr');
    let vehicles: Vehicle[] = [swift];
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ language: 'mr' }) }),
      'GET /api/vehicles': () => ({ body: { vehicles } }),
      [`DELETE /api/vehicles/${swift._id}`]: () => {
        vehicles = [];
        return { body: { message: 'Vehicle removed' } };
      },
    });
    const { user } = renderApp('/user/vehicles');

    expect(await screen.findByRole('heading', { name: 'माझी वाहने' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'MH 12 AB 1234 · Maruti Swift हटवा' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'हटवा' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('अजून कोणतेही वाहन किंवा वस्तू नाही.')).toBeInTheDocument();
  });
});
