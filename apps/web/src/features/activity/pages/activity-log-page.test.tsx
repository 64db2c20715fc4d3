import type { ActivityEntry, ActivityListAnswer } from '@karigar/domain/activity';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const admin = aUser({ role: 'admin', name: 'Ravi Admin', email: 'admin@localhost' });
const quotationId = '7d2f6a10-3c4b-4e5f-8a9b-0c1d2e3f4a5b';
const orderId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const accepted: ActivityEntry = {
  _id: 'e1',
  action: 'quotation_accepted',
  entity: 'quotation',
  entityId: quotationId,
  message: 'Asha Patil accepted quotation #7D2F6A10',
  priority: 'high',
  ip: '10.0.0.1',
  createdAt: '2026-11-22T04:34:00.000Z',
  actor: { _id: 'u1', name: 'Asha Patil', email: 'asha@example.com' },
  params: { actor: 'Asha Patil', quotationId, quotationRef: '#7D2F6A10', orderId },
  details: {},
  links: { orderId, quotationId, userId: null, contactId: null },
};
const paid: ActivityEntry = {
  ...accepted,
  _id: 'e2',
  action: 'payment_received',
  entity: 'order',
  entityId: orderId,
  message: 'Payment of ₹1,392.40 received for order #1A2B3C4D',
  priority: 'medium',
  actor: null,
  params: { amount: 1392.4, orderId, orderRef: '#1A2B3C4D', invoice: 'KG/2026-27/0001' },
  details: { providerPaymentId: 'pay_29QQoUBi66xm2f', source: 'verify' },
  links: { orderId, quotationId: null, userId: null, contactId: null },
};

const answer = (activities: ActivityEntry[], page = 1, totalPages = 1): ActivityListAnswer => ({
  activities,
  pagination: { total: activities.length * totalPages, page, totalPages, limit: 10 },
});

const path = (query: string) => `GET /api/activity?${query}`;

function adminApi(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  return mockApi({ 'GET /api/auth/me': () => ({ body: admin }), ...routes });
}

const activityCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/activity')).map((c) => c.path);

describe('/admin/activities', () => {
  it('shows the last 7 days: time, actor, sentence, priority, details and links', async () => {
    adminApi({ [path('page=1&limit=10&range=7d')]: () => ({ body: answer([accepted, paid]) }) });
    renderApp('/admin/activities');

    expect(await screen.findByRole('heading', { level: 1, name: 'Activity Log' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('activity-entry');
    expect(first).toHaveTextContent('Asha Patil accepted quotation #7D2F6A10');
    expect(within(first!).getByText('High')).toBeInTheDocument();
    expect(within(first!).getByText(/22 Nov 2026/)).toHaveAttribute('datetime', accepted.createdAt);
    expect(within(first!).getByRole('link', { name: 'Quotation #7D2F6A10' })).toHaveAttribute(
      'href',
      `/admin/quotations/${quotationId}`,
    );
    expect(within(first!).getByRole('link', { name: 'Order #1A2B3C4D' })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    );
    expect(within(second!).getByText('System')).toBeInTheDocument();
    expect(within(second!).getByText(/^Payment of ₹1,392.40 received/)).not.toHaveTextContent('pay_');
    expect(within(second!).getByLabelText('Details')).toHaveTextContent('Razorpay payment:pay_29QQoUBi66xm2f');
    expect(screen.getByLabelText('Period')).toHaveValue('7d');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('asks for the chosen period, priority and page', async () => {
    const { calls } = adminApi({
      [path('page=1&limit=10&range=7d')]: () => ({ body: answer([accepted], 1, 2) }),
      [path('page=1&limit=10&range=24h')]: () => ({ body: answer([accepted], 1, 2) }),
      [path('page=1&limit=10&range=24h&priority=high')]: () => ({ body: answer([accepted], 1, 2) }),
      [path('page=2&limit=10&range=24h&priority=high')]: () => ({ body: answer([paid], 2, 2) }),
    });
    const { user } = renderApp('/admin/activities');
    await screen.findByText('Page 1 of 2');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 24 hours');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText(/^Payment of ₹1,392.40/)).toBeInTheDocument();
    expect(activityCalls(calls)).toEqual([
      '/api/activity?page=1&limit=10&range=7d',
      '/api/activity?page=1&limit=10&range=24h',
      '/api/activity?page=1&limit=10&range=24h&priority=high',
      '/api/activity?page=2&limit=10&range=24h&priority=high',
    ]);
  });

  it("loads all: limit 1000 and range all, until 'Show pages'", async () => {
    const { calls } = adminApi({
      [path('page=1&limit=10&range=7d')]: () => ({ body: answer([accepted], 1, 3) }),
      [path('page=1&limit=1000&range=all')]: () => ({ body: answer([accepted, paid]) }),
    });
    const { user } = renderApp('/admin/activities');
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    expect(await screen.findByText('Showing all 2 entries')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('all');
    expect(screen.queryByRole('navigation', { name: 'Activity log pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show pages' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(activityCalls(calls)).toContain('/api/activity?page=1&limit=1000&range=all');
  });

  it("says 'Failed to load activities.' when a page fails and 'Error fetching logs' when loading all fails", async () => {
    adminApi({
      [path('page=1&limit=10&range=7d')]: () => ({ status: 500, body: { message: 'boom' } }),
      [path('page=1&limit=1000&range=all')]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    const { user } = renderApp('/admin/activities');
    expect(await screen.findByText('Failed to load activities.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    expect(await screen.findByText('Error fetching logs')).toBeInTheDocument();
  });

  it('says when the period has no entries', async () => {
    adminApi({ [path('page=1&limit=10&range=7d')]: () => ({ body: answer([]) }) });
    renderApp('/admin/activities');
    expect(await screen.findByText('No activities in this period.')).toBeInTheDocument();
  });

  it('reads in Marathi', async () => {
    adminApi({ [path('page=1&limit=10&range=7d')]: () => ({ body: answer([accepted, paid]) }) });
    await i18n.changeLanguage('mr');
    renderApp('/admin/activities');
    expect(await screen.findByRole('heading', { level: 1, name: 'घडामोडींची नोंद' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Patil यांनी कोटेशन #7D2F6A10 स्वीकारले')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर #1A2B3C4D साठी ₹1,392.40 चे पेमेंट मिळाले')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कोटेशन #7D2F6A10' })).toHaveAttribute(
      'href',
      `/admin/quotations/${quotationId}`,
    );
  });

  it('is in the admin navigation', async () => {
    adminApi({ [path('page=1&limit=10&range=7d')]: () => ({ body: answer([]) }) });
    const { user } = renderApp('/admin/activities');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // In the Manage menu, which looks current while its page is open.
    await user.click(await within(nav).findByRole('button', { name: 'Manage' }));
    const item = within(nav).getByRole('menuitem', { name: 'Activity' });
    expect(item).toHaveAttribute('href', '/admin/activities');
    expect(item).toHaveAttribute('aria-current', 'page');
  });
});
