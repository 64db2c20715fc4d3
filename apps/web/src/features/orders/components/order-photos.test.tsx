import type { Photo } from '@karigar/domain/photo';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const PHOTOS_PATH = `/api/orders/${ORDER_ID}/photos`;

const aPhoto = (id: string, overrides: Partial<Photo> = {}): Photo => ({
  _id: id,
  label: 'progress',
  stageId: null,
  internal: false,
  public: false,
  url: `/uploads/photos/${id}.webp`,
  originalUrl: `/uploads/photo-originals/${id}.webp`,
  createdAt: '2026-03-02T04:30:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  await import('../pages/order-detail-page');
});

describe('order photos', () => {
  it('shows the customer the photos grouped, and a before/after pair once the job is completed', async () => {
    signIn();
    const photos = [aPhoto('b1', { label: 'before' }), aPhoto('p1'), aPhoto('a1', { label: 'after' })];
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET /api/orders/${ORDER_ID}`]: () => ({ body: anOrder({ status: 'Completed' }) }),
      [`GET ${PHOTOS_PATH}`]: () => ({ body: { photos } }),
    });
    renderApp(`/user/orders/${ORDER_ID}`);

    const pair = await screen.findByRole('region', { name: 'Before and after' });
    expect(within(pair).getByRole('img', { name: 'Before the work' })).toHaveAttribute('src', photos[0]?.url);
    expect(within(pair).getByRole('img', { name: 'After the work' })).toHaveAttribute('src', photos[2]?.url);
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(within(progress).getByRole('img', { name: 'Progress photo 1' })).toHaveAttribute('src', photos[1]?.url);
    expect(screen.queryByText('Take a photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Internal/ })).not.toBeInTheDocument();
  });

  it('lets the workshop take a labelled photo from the camera and mark an after-photo public', async () => {
    signIn();
    let photos: Photo[] = [aPhoto('a1', { label: 'after' })];
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin', name: 'Ravi Admin' }) }),
      [`GET /api/orders/${ORDER_ID}`]: () => ({ body: anOrder({ status: 'In Progress' }) }),
      [`GET ${PHOTOS_PATH}`]: () => ({ body: { photos } }),
      [`POST ${PHOTOS_PATH}`]: () => {
        photos = [...photos, aPhoto('a2', { label: 'after', internal: true })];
        return { status: 201, body: { message: 'Photo uploaded', photo: photos[1] } };
      },
      [`PATCH ${PHOTOS_PATH}/a1`]: () => ({
        body: { message: 'Photo updated', photo: aPhoto('a1', { public: true }) },
      }),
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);

    const camera = await screen.findByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Photo of' }), 'after');
    await user.click(screen.getByRole('checkbox', { name: 'Keep from the customer' }));
    await user.upload(camera, new File(['jpeg bytes'], 'dent.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Photo added');
    const sent = api.calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.get('label')).toBe('after');
    expect(sent.get('internal')).toBe('true');
    expect(sent.get('photo')).toBeInstanceOf(File);
    expect(await screen.findByRole('img', { name: 'After photo 2' })).toBeInTheDocument();

    const [showOnHome] = screen.getAllByRole('checkbox', { name: 'Show on the home page' });
    await user.click(showOnHome as HTMLElement);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ public: true, internal: false });
  });
});
