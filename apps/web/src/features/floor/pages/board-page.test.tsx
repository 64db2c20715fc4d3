import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aBoard, aBoardItem, aJob } from '../test-support';

const staff = aUser({ role: 'staff', name: 'Ravi Shinde' });

beforeAll(async () => {
  await import('./board-page');
});

/** A stage's column on the board, by the start of its heading ("Primer Jobs: 1"). */
const column = (name: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('section') as HTMLElement;

describe('the workshop board', () => {
  it('shows the jobs in their stage columns, with technician, promise (overdue marked) and photos', async () => {
    signIn();
    const late = aBoardItem({
      _id: 'late-job',
      orderNumber: 'LATE0001',
      promisedDate: '2026-11-25',
      stageId: 'stage-2',
      photoCount: 3,
    });
    mockApi({
      'GET /api/auth/me': () => ({ body: staff }),
      'GET /api/board': () => ({ body: aBoard({ items: [aBoardItem(), late] }) }),
    });
    renderApp('/admin/board');

    expect(await screen.findByRole('heading', { name: 'Workshop board', level: 1 })).toBeInTheDocument();
    await screen.findAllByText('Asha Patil');
    const primer = column('Primer');
    expect(within(primer).getByText('Asha Patil')).toBeInTheDocument();
    expect(within(primer).getByText('Ravi Shinde')).toBeInTheDocument();
    expect(within(primer).getByRole('link', { name: '#3F2A9B1C' })).toHaveAttribute(
      'href',
      '/admin/jobs/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
    );
    const paint = column('Paint');
    const promise = within(paint).getByText(/Promised 25 Nov 2026/);
    expect(promise).toHaveTextContent('Overdue');
    expect(promise.className).toContain('text-red-700');
    expect(within(paint).getByText('Photos: 3')).toBeInTheDocument();
    expect(within(column('Delivered')).getByText('No jobs here')).toBeInTheDocument();
    // Staff do not edit the stages.
    expect(screen.queryByRole('link', { name: 'Edit stages' })).not.toBeInTheDocument();
  });

  it('moves a job with its "Move to…" menu and says where it went', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: staff }),
      'GET /api/board': () => ({ body: aBoard() }),
      'PATCH /api/orders/:id/stage': () => ({ body: { message: 'Job moved', order: aJob({ stageId: 'stage-2' }) } }),
    });
    const { user } = renderApp('/admin/board');
    const menu = await screen.findByRole('combobox', { name: 'Move job #3F2A9B1C to' });
    await user.selectOptions(menu, 'Paint');
    expect(await screen.findByText('Job #3F2A9B1C moved to Paint')).toBeInTheDocument();
    const moved = api.calls.find((call) => call.method === 'PATCH');
    expect(moved?.path).toBe('/api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c/stage');
    expect(moved?.body).toEqual({ stageId: 'stage-2' });
  });

  it('moves a job dropped on another column', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/board': () => ({ body: aBoard() }),
      'PATCH /api/orders/:id/stage': () => ({ body: { message: 'Job moved', order: aJob({ stageId: 'stage-3' }) } }),
    });
    renderApp('/admin/board');
    await screen.findByText('Asha Patil');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
    };
    const card = screen.getByRole('link', { name: '#3F2A9B1C' }).closest('li') as HTMLElement;
    fireEvent.dragStart(card, { dataTransfer });
    fireEvent.dragOver(column('Ready for pickup'), { dataTransfer });
    fireEvent.drop(column('Ready for pickup'), { dataTransfer });
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ stageId: 'stage-3' }),
    );
    expect(screen.getByRole('link', { name: 'Edit stages' })).toHaveAttribute('href', '/admin/stages');
  });

  it("asks the server for one technician's jobs, or those due today", async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: staff }),
      'GET /api/board': () => ({ body: aBoard() }),
    });
    const { user } = renderApp('/admin/board');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Technician' }), 'Meena Kale');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Promised date' }), 'Due today');
    await vi.waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/board?technicianId=tech-2&due=today'));
  });

  it('searches the board by registration once the typing stops, keeping the box on screen', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: staff }),
      'GET /api/board': () => ({ body: aBoard() }),
    });
    const { user } = renderApp('/admin/board');
    const box = await screen.findByRole('searchbox', { name: 'Registration number' });
    await user.type(box, 'MH 12');
    await vi.waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/board?registration=MH+12'), { timeout: 2000 });
    expect(screen.getByRole('searchbox', { name: 'Registration number' })).toHaveValue('MH 12');
  });

  it("opens filtered when the dashboard's overdue link leads here", async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/board': () => ({ body: aBoard() }),
    });
    renderApp('/admin/board?due=overdue');
    expect(await screen.findByRole('combobox', { name: 'Promised date' })).toHaveDisplayValue('Overdue');
    expect(api.calls.find((call) => call.path.startsWith('/api/board'))?.path).toBe('/api/board?due=overdue');
  });

  it('explains an empty board, in Marathi too', async () => {
    signIn();
    await i18n.changeLanguage('mr');
    mockApi({
      'GET /api/auth/me': () => ({ body: staff }),
      'GET /api/board': () => ({ body: aBoard({ items: [] }) }),
    });
    renderApp('/admin/board');
    expect(await screen.findByText(/अजून बोर्डवर एकही काम नाही/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('offers the admin demo jobs on an empty trial board, and loads them; never where the server says no', async () => {
    signIn();
    let loaded = false;
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/board': () => ({
        body: aBoard({ demoAllowed: true, items: loaded ? [aBoardItem({ demo: true })] : [] }),
      }),
      'POST /api/demo-jobs': () => {
        loaded = true;
        return { status: 201, body: { message: 'Demo jobs loaded', count: 5 } };
      },
    });
    const { user } = renderApp('/admin/board');
    await user.click(await screen.findByRole('button', { name: 'Load demo jobs' }));
    expect(await screen.findByRole('button', { name: 'Remove demo jobs' })).toBeInTheDocument();
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('does not offer demo jobs on a production install', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/board': () => ({ body: aBoard({ demoAllowed: false, items: [] }) }),
    });
    renderApp('/admin/board');
    expect(await screen.findByText(/No jobs on the floor yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load demo jobs' })).not.toBeInTheDocument();
  });

  it('sends a customer away from the board', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }) });
    renderApp('/admin/board');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Workshop board');
  });
});
