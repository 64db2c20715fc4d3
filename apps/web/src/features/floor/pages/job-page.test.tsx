import type { Photo } from '@karigar/domain/photo';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aBoard, aJob, someStages } from '../test-support';

const JOB_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const JOB_PATH = `/api/orders/${JOB_ID}/job`;

beforeAll(async () => {
  await import('./job-page');
});

describe('the job page', () => {
  it('shows staff the job without money: customer, service, stage, promise, notes and its floor history', async () => {
    signIn();
    const job = aJob({
      history: [
        {
          event: 'stage',
          stageNameEn: 'Primer',
          stageNameMr: 'प्रायमर',
          promisedDate: null,
          actor: { _id: 'tech-1', name: 'Ravi Shinde' },
          createdAt: '2026-11-27T06:00:00.000Z',
        },
      ],
      notes: [
        {
          _id: 'n1',
          body: 'Dent near the headlight',
          author: { _id: 'tech-1', name: 'Ravi Shinde' },
          createdAt: '2026-11-27T07:00:00.000Z',
        },
      ],
    });
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'staff', name: 'Ravi Shinde' }) }),
      [`GET ${JOB_PATH}`]: () => ({ body: job }),
      'GET /api/workshop/stages': () => ({ body: { stages: someStages } }),
      [`POST /api/orders/${JOB_ID}/notes`]: () => ({
        status: 201,
        body: { message: 'Note added', order: job },
      }),
    });
    const { user } = renderApp(`/admin/jobs/${JOB_ID}`);

    expect(await screen.findByRole('heading', { name: 'Job #3F2A9B1C' })).toBeInTheDocument();
    expect(screen.getByText('Asha Patil')).toBeInTheDocument();
    expect(screen.getByText('Bonnet repaint')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveDisplayValue('Primer');
    expect(screen.getByText('Dent near the headlight')).toBeInTheDocument();
    expect(screen.getByText('Moved to Primer')).toBeInTheDocument();
    expect(screen.getByText(/30 Nov 2026/)).toBeInTheDocument();
    // Staff neither assign nor open the order with its money.
    expect(screen.queryByRole('button', { name: 'Save technician and date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the order' })).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /New note/ }), 'Primer dry, ready to paint');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Primer dry, ready to paint' }),
    );
  });

  it('lets the admin assign a technician and a promised date', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      [`GET ${JOB_PATH}`]: () => ({ body: aJob({ technician: null, promisedDate: null }) }),
      'GET /api/workshop/stages': () => ({ body: { stages: someStages } }),
      'GET /api/board': () => ({ body: aBoard() }),
      [`PATCH /api/orders/${JOB_ID}/assignment`]: () => ({ body: { message: 'Assignment saved', order: aJob() } }),
    });
    const { user } = renderApp(`/admin/jobs/${JOB_ID}`);
    const form = (await screen.findByRole('button', { name: 'Save technician and date' })).closest(
      'form',
    ) as HTMLElement;
    await vi.waitFor(() => expect(within(form).getByRole('option', { name: 'Meena Kale' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Technician' }), 'Meena Kale');
    await user.type(within(form).getByLabelText('Promised delivery'), '2026-12-05');
    await user.click(within(form).getByRole('button', { name: 'Save technician and date' }));
    expect(await screen.findByText('Technician and date saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      technicianId: 'tech-2',
      promisedDate: '2026-12-05',
    });
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', `/admin/orders/${JOB_ID}`);
  });

  it("lets staff take a photo from the phone's camera at the job's stage, without the admin's photo controls", async () => {
    signIn();
    const photo: Photo = {
      _id: 'p1',
      label: 'progress',
      stageId: 'stage-1',
      internal: false,
      public: false,
      url: '/uploads/photos/p1.webp',
      originalUrl: '/uploads/photos/p1-original.webp',
      createdAt: '2026-11-27T08:00:00.000Z',
    };
    let photos: Photo[] = [];
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'staff', name: 'Ravi Shinde' }) }),
      [`GET ${JOB_PATH}`]: () => ({ body: aJob() }),
      'GET /api/workshop/stages': () => ({ body: { stages: someStages } }),
      [`GET /api/orders/${JOB_ID}/photos`]: () => ({ body: { photos } }),
      [`POST /api/orders/${JOB_ID}/photos`]: () => {
        photos = [photo];
        return { status: 201, body: { message: 'Photo uploaded', photo } };
      },
    });
    const { user } = renderApp(`/admin/jobs/${JOB_ID}`);

    const camera = await screen.findByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, new File(['jpeg bytes'], 'primer.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Photo added');
    const sent = api.calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.get('label')).toBe('progress');
    expect(sent.get('stageId')).toBe(aJob().stageId);
    expect(await screen.findByRole('img', { name: 'Progress photo 1' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Show on the home page' })).not.toBeInTheDocument();
  });
});
