import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { aList, aQuotation, aService, customer, lastQuery, mockQuotationsApi } from '../testing/fixtures';
import { many, tableApi } from '../testing/table-api';

describe('quotation status list', () => {
  // The page's code loads lazily; load it once up front so the first test does not time out.
  beforeAll(() => import('./quotation-status-page'), 20_000);

  it('goes to the request form when the customer has no quotations', async () => {
    signIn();
    mockQuotationsApi({
      'GET /api/auth/me': () => ({ body: customer }),
      'GET /api/quotations/user': () => ({ body: aList([]) }),
      'GET /api/services': () => ({ body: { services: [aService()], total: 1, page: 1, totalPages: 1 } }),
    });
    const { router } = renderApp('/quotation-status');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation-form'));
    expect(await screen.findByRole('heading', { name: 'Request a Quotation' })).toBeInTheDocument();
  });

  it('lists the own quotations newest first, with Submit New Quotation on a rejected one and the ones waiting for the workshop marked', async () => {
    signIn();
    const pending = aQuotation({ _id: 'a1b2c3d4-0000-4000-8000-000000000001', awaitingWorkshop: true });
    const rejected = aQuotation(
      {
        _id: 'a1b2c3d4-0000-4000-8000-000000000002',
        quotationStatus: 'Rejected',
        serviceId: { ...aQuotation().serviceId, name: 'Fiberglass Bathtub' },
      },
      { quantity: 2 },
    );
    const { calls } = mockQuotationsApi({
      'GET /api/auth/me': () => ({ body: customer }),
      'GET /api/quotations/user': () => ({ body: aList([rejected, pending]) }),
    });
    const { user, router } = renderApp('/user/quotation-status');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Fiberglass Bathtub',
      'Car Denting and Painting',
    ]);
    const query = lastQuery(calls, '/api/quotations/user');
    expect([query.get('sortKey'), query.get('sortOrder'), query.get('limit')]).toEqual(['createdAt', 'desc', '10']);

    const bathtub = within(cards[0]!);
    expect(bathtub.getByText('Rejected')).toBeInTheDocument();
    expect(bathtub.getByText('2')).toBeInTheDocument();
    expect(bathtub.getByText('₹28,320.00')).toBeInTheDocument();
    expect(bathtub.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/user/quotations/${rejected._id}`,
    );
    expect(bathtub.queryByText('Waiting for the workshop')).not.toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('link', { name: 'Submit New Quotation' })).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Waiting for the workshop')).toBeVisible();

    await user.click(bathtub.getByRole('link', { name: 'Submit New Quotation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation-form'));
    expect(router.state.location.search).toBe(`?service=${rejected.serviceId._id}`);
  });

  it('pages ten at a time and links to the table with the same filter, sort and page', async () => {
    const { calls } = tableApi(customer, (query) => ({
      body: aList(many(query.get('page') === '2' ? 2 : 10, query.get('page') === '2' ? 11 : 1), {
        page: Number(query.get('page') ?? 1),
        total: 12,
      }),
    }));
    const { user, router } = renderApp('/user/quotation-status');
    expect(await screen.findByText('Showing 1 to 10 of 12 quotations')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await user.selectOptions(screen.getByLabelText('Status'), 'Open (not decided)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 quotations')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const query = lastQuery(calls, '/api/quotations/user');
    expect([query.get('page'), query.get('statusFilter'), query.get('limit')]).toEqual(['2', 'Open', '10']);

    await user.click(screen.getByRole('link', { name: 'View as table' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/quotations/user'));
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Showing 11 to 12 of 12 quotations')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Open (not decided)');
    expect(screen.getByRole('link', { name: 'View as list' })).toHaveAttribute(
      'href',
      '/user/quotation-status?page=2&status=Open',
    );
  });

  it("labels a request the workshop has not priced 'Awaiting the workshop's price' with the customer's expected price", async () => {
    const unpriced = aQuotation({ workshopPriced: false, quotationPrice: 9500 });
    tableApi(customer, () => ({ body: aList([unpriced]) }));
    renderApp('/user/quotation-status');
    const card = within(await screen.findByRole('article'));
    expect(card.getByText("Awaiting the workshop's price")).toBeInTheDocument();
    expect(card.getByText('Your expected price')).toBeInTheDocument();
    expect(card.getByText('₹9,500.00')).toBeInTheDocument();
    expect(card.queryByText('Total Price')).not.toBeInTheDocument();
  });
});
