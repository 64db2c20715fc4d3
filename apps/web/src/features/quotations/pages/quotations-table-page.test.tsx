import type { Quotation } from '@karigar/domain/quotation-answer';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { admin, aList, aQuotation, customer, lastQuery } from '../testing/fixtures';
import { id, many, tableApi } from '../testing/table-api';

const row = (ref: string) => screen.getByRole('link', { name: ref }).closest('tr') as HTMLElement;

describe('quotations table', () => {
  // The page's code loads lazily; load it once up front so the first test does not time out.
  beforeAll(() => import('./quotations-table-page'), 20_000);

  it("pages through the customer's quotations ten at a time", async () => {
    const { calls } = tableApi(customer, (query) =>
      query.get('page') === '2'
        ? { body: aList(many(2, 11), { page: 2, total: 12 }) }
        : { body: aList(many(10), { total: 12 }) },
    );
    const { user } = renderApp('/user/quotations/user');

    expect(await screen.findByText('Showing 1 to 10 of 12 quotations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const first = lastQuery(calls, '/api/quotations/user');
    expect(Object.fromEntries(first)).toEqual({
      page: '1',
      sortKey: 'createdAt',
      sortOrder: 'desc',
      statusFilter: '',
      limit: '10',
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 quotations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/user/dashboard');
  });

  it('searches 500 ms after the last key and filters and sorts from page 1', async () => {
    const { calls } = tableApi(customer, (query) => ({
      body: aList(query.get('search') === 'nobody' ? [] : many(1), { page: Number(query.get('page')) }),
    }));
    const { user } = renderApp('/user/quotations/user');
    await screen.findByText('Showing 1 to 1 of 1 quotations');

    await user.type(screen.getByPlaceholderText('Search by customer or service...'), 'nobody');
    const searched = () => calls.filter((call) => call.path.includes('search='));
    expect(searched()).toHaveLength(0);
    expect(await screen.findByText('No quotations found.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(searched().map((call) => new URLSearchParams(call.path.split('?')[1]).get('search'))).toEqual(['nobody']);

    await user.clear(screen.getByLabelText('Search'));
    await screen.findByText('Showing 1 to 1 of 1 quotations', {}, { timeout: 2000 });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('All Status');
    expect([...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All Status',
      'Pending',
      'Accepted',
      'Rejected',
      'Follow-Up',
      'Waiting for the workshop',
      'Open (not decided)',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Follow-Up');
    await waitFor(() => expect(lastQuery(calls, '/api/quotations/user').get('statusFilter')).toBe('Follow-Up'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Customer Name');
    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    await waitFor(() => {
      const query = lastQuery(calls, '/api/quotations/user');
      expect([query.get('sortKey'), query.get('sortOrder'), query.get('page')]).toEqual(['userId.name', 'asc', '1']);
    });
  });

  it("shows an unpriced request's expected price as the customer's own, and the total once priced", async () => {
    const unpriced = aQuotation({ _id: id(1), workshopPriced: false, quotationPrice: 9500 });
    const priced = aQuotation({ _id: id(2) });
    tableApi(customer, () => ({ body: aList([unpriced, priced]) }));
    renderApp('/user/quotations/user');
    await screen.findByText('Showing 1 to 2 of 2 quotations');
    const first = within(row('#00000001'));
    expect(first.getByText("Awaiting the workshop's price")).toBeInTheDocument();
    expect(first.getByText('Your expected price: ₹9,500.00')).toBeInTheDocument();
    expect(within(row('#00000002')).getByText('₹14,160.00')).toBeInTheDocument();
    expect(within(row('#00000002')).queryByText("Awaiting the workshop's price")).not.toBeInTheDocument();
  });

  it('opens filtered by the status in the address', async () => {
    const { calls } = tableApi(admin, () => ({ body: aList(many(2)) }));
    renderApp('/admin/quotations?status=Awaiting');
    expect(await screen.findByLabelText('Status')).toHaveDisplayValue('Waiting for the workshop');
    await waitFor(() => expect(lastQuery(calls, '/api/quotations/admin').get('statusFilter')).toBe('Awaiting'));
  });

  it('lets a customer accept after confirming and links the new order', async () => {
    const open = aQuotation({ _id: id(1) });
    const accepted = aQuotation({ _id: id(2), quotationStatus: 'Accepted', isConvertedToOrder: true, orderId: id(9) });
    const orderId = 'c0ffee00-1111-4222-8333-444455556666';
    const { calls } = tableApi(customer, () => ({ body: aList([open, accepted]) }), {
      [`PATCH /api/quotations/${open._id}/action`]: () => ({
        body: {
          message: 'Quotation accepted and converted to an order',
          quotationId: open._id,
          orderId,
          newStatus: 'Accepted',
        },
      }),
    });
    const { user } = renderApp('/user/quotations/user');
    await screen.findByText('Showing 1 to 2 of 2 quotations');

    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Customer',
      'Service',
      'Status',
      'Total',
      'Details',
      'Accept',
      'Reject',
    ]);
    const acceptedRow = within(row('#00000002'));
    expect(acceptedRow.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(acceptedRow.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    await user.click(within(row('#00000001')).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Quotation' });
    expect(dialog).toHaveTextContent('Are you sure you want to accept this quotation?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order #C0FFEE00' })).toHaveAttribute(
      'href',
      `/user/orders/${orderId}`,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/user/orders/${orderId}#payment`);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'accept' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Accept and Reject only while they are offered, Accept disabled while it waits for the workshop', async () => {
    const waiting = aQuotation({ _id: id(1), quotationStatus: 'Rejected', followUpStatus: 'Pending' });
    const followedUp = aQuotation({
      _id: id(2),
      quotationStatus: 'Rejected',
      followUpStatus: 'Pending',
      hasFollowUp: true,
    });
    const revised = aQuotation({ _id: id(3), quotationStatus: 'Revised', followUpStatus: 'Sent', hasFollowUp: true });
    const edited = aQuotation({ _id: id(4), awaitingWorkshop: true });
    tableApi(customer, () => ({ body: aList([waiting, followedUp, revised, edited]) }));
    renderApp('/user/quotations/user');
    await screen.findByText('Showing 1 to 4 of 4 quotations');

    const buttons = (ref: string) =>
      ['Accept', 'Reject'].map((name) => {
        const button = within(row(ref)).queryByRole('button', { name });
        if (!button) return 'hidden';
        return button.hasAttribute('disabled') ? 'disabled' : 'enabled';
      });
    // Rejected without a follow-up: neither; rejected after one: Accept only; revised: both;
    // changed by the customer since the workshop answered: Accept disabled, and it says it is waiting.
    expect(buttons('#00000001')).toEqual(['hidden', 'hidden']);
    expect(buttons('#00000002')).toEqual(['enabled', 'hidden']);
    expect(buttons('#00000003')).toEqual(['enabled', 'enabled']);
    expect(buttons('#00000004')).toEqual(['disabled', 'enabled']);
    expect(within(row('#00000004')).getByText('Waiting for the workshop')).toBeVisible();
    expect(within(row('#00000003')).queryByText('Waiting for the workshop')).not.toBeInTheDocument();
  });

  it("shows the server's reason when an action is refused, and nothing is sent without confirming", async () => {
    const open = aQuotation({ _id: id(1) });
    const { calls } = tableApi(customer, () => ({ body: aList([open]) }), {
      [`PATCH /api/quotations/${open._id}/action`]: () => ({
        status: 409,
        body: { message: 'This quotation has already been rejected.', code: 'QUOTATION_ALREADY_REJECTED' },
      }),
    });
    const { user } = renderApp('/user/quotations/user');
    await screen.findByText('Showing 1 to 1 of 1 quotations');

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('dialog', { name: 'Accept Quotation' })).toHaveTextContent(
      'Are you sure you want to accept this quotation?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('dialog', { name: 'Reject Quotation' })).toHaveTextContent(
      'Are you sure you want to reject this quotation?',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This quotation has already been rejected.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'reject' });
  });

  it('gives admins one Actions menu per row (Open, Edit, Follow-Up, Delete), with the rules for accepted quotations', async () => {
    const open = aQuotation({ _id: id(1) });
    const accepted = aQuotation({ _id: id(2), quotationStatus: 'Accepted', isConvertedToOrder: true, orderId: id(9) });
    let list: Quotation[] = [open, accepted];
    const { calls } = tableApi(admin, () => ({ body: aList(list) }), {
      [`DELETE /api/quotations/${accepted._id}`]: () => {
        list = [open];
        return { body: { message: 'Quotation deleted successfully' } };
      },
    });
    const { user, router } = renderApp('/admin/quotations');
    await screen.findByText('Showing 1 to 2 of 2 quotations');

    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(5),
    ).toEqual(['Actions']);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
    await user.click(within(row('#00000001')).getByRole('button', { name: 'Actions for quotation #00000001' }));
    expect(menuItems()).toEqual(['Open', 'Edit', 'Follow-Up', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Open' })).toHaveAttribute('href', `/admin/quotations/${open._id}`);
    await user.keyboard('{Escape}');
    // An accepted quotation can no longer be edited or followed up.
    await user.click(within(row('#00000002')).getByRole('button', { name: 'Actions for quotation #00000002' }));
    expect(menuItems()).toEqual(['Open', 'Delete']);

    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Quotation' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Quotation deleted successfully')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Showing 1 to 1 of 1 quotations')).toBeInTheDocument();

    await user.click(within(row('#00000001')).getByRole('button', { name: 'Actions for quotation #00000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/quotations/${open._id}`));
    expect(router.state.location.search).toBe('?edit=1');
  });

  it('steps back to the last page when the current one is left empty by a delete', async () => {
    let total = 11;
    const last = aQuotation({ _id: 'abcdef12-aaaa-4bbb-8ccc-000000000011' });
    const { calls } = tableApi(
      admin,
      (query) =>
        query.get('page') === '2'
          ? { body: aList(total > 10 ? [last] : [], { page: 2, total }) }
          : { body: aList(many(10), { total }) },
      {
        [`DELETE /api/quotations/${last._id}`]: () => {
          total = 10;
          return { body: { message: 'Quotation deleted successfully' } };
        },
      },
    );
    const { user } = renderApp('/admin/quotations');
    await screen.findByText('Showing 1 to 10 of 11 quotations');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 11 of 11 quotations');

    await user.click(within(row('#ABCDEF12')).getByRole('button', { name: 'Actions for quotation #ABCDEF12' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Quotation' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Showing 1 to 10 of 10 quotations')).toBeInTheDocument();
    expect(lastQuery(calls, '/api/quotations/admin').get('page')).toBe('1');
    expect(screen.queryByText('No quotations found.')).not.toBeInTheDocument();
  });

  it('sends a follow-up from the table in a dialog', async () => {
    const open = aQuotation({ _id: id(1) });
    const { calls } = tableApi(admin, () => ({ body: aList([open]) }), {
      [`PATCH /api/quotations/${open._id}/follow-up`]: () => ({
        body: { message: 'Follow-up sent successfully!', quotation: open },
      }),
    });
    const { user } = renderApp('/admin/quotations');
    await user.click(await screen.findByRole('button', { name: 'Actions for quotation #00000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Follow-Up' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Follow-Up' });
    await user.type(within(dialog).getByLabelText('Note'), 'Can do it for less');
    await user.click(within(dialog).getByRole('button', { name: 'Send Follow-Up' }));
    expect(await screen.findByText('Follow-up sent successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      newPrice: null,
      followUpNote: 'Can do it for less',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No quotations found.' when there are none", async () => {
    tableApi(customer, () => ({ body: aList([]) }));
    renderApp('/user/quotations/user');
    expect(await screen.findByText('No quotations found.')).toBeInTheDocument();
  });
});
