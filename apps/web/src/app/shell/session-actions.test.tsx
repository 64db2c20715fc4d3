import type { Quotation } from '@karigar/domain/quotation-answer';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const customer = aUser();
const latest = '/api/quotations/user?limit=1';

function list(quotations: Pick<Quotation, 'user'>[]) {
  return { quotations, currentPage: 1, totalPages: 1, totalQuotations: quotations.length, total: quotations.length };
}

describe('header action for customers', () => {
  it('tracks the quotation when the customer has one', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: customer }),
      [`GET ${latest}`]: () => ({ body: list([{ user: customer._id }]) }),
    });
    const { user, router } = renderApp('/');
    const bar = within(await screen.findByRole('banner'));
    await user.click(await bar.findByRole('button', { name: 'Track Quotation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/quotations/user'));
    expect(calls.filter((call) => call.path === latest)).toHaveLength(1);
    expect(bar.queryByRole('button', { name: 'Request Quotation' })).not.toBeInTheDocument();
  });

  it('requests one from the services when the customer has none', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: customer }),
      [`GET ${latest}`]: () => ({ body: list([]) }),
    });
    const { user, router } = renderApp('/');
    const bar = within(await screen.findByRole('banner'));
    await user.click(await bar.findByRole('button', { name: 'Request Quotation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
  });

  it('does not ask for quotations for an admin', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }) });
    renderApp('/');
    const bar = within(await screen.findByRole('banner'));
    expect(await bar.findByRole('button', { name: 'View Quotations' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/quotations'))).toBe(false);
  });
});
