import type { BoardAnswer } from '@karigar/domain/workshop-floor';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const board = (count: number): Partial<BoardAnswer> => ({
  stages: [],
  technicians: [],
  today: '2026-11-28',
  demoAllowed: false,
  items: Array.from({ length: count }, (_, i) => ({
    _id: `job-${i}`,
    orderNumber: `JOB0000${i}`,
    status: 'In Progress',
    customerName: 'Asha Patil',
    serviceName: 'Paint',
    serviceNameMr: '',
    stageId: null,
    technician: null,
    promisedDate: '2026-11-27',
    vehicleLabel: null,
    photoCount: 0,
    demo: false,
  })),
});

beforeAll(async () => {
  await import('./dashboard-page');
}, 20_000);

describe("the owner's dashboard shows the promised deliveries", () => {
  it('counts the jobs due today and the overdue ones, each opening the filtered board', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/board?due=today': () => ({ body: board(2) }),
      'GET /api/board?due=overdue': () => ({ body: board(1) }),
    });
    renderApp('/admin');
    const card = (await screen.findByRole('heading', { name: 'Promised deliveries' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(card).findByRole('link', { name: 'Due today: 2' })).toHaveAttribute(
      'href',
      '/admin/board?due=today',
    );
    expect(await within(card).findByRole('link', { name: 'Overdue: 1' })).toHaveAttribute(
      'href',
      '/admin/board?due=overdue',
    );
  });
});
