import type { Quotation } from '@karigar/domain/quotation-answer';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import type { RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, aQuotation, customer, mockQuotationsApi } from '../testing/fixtures';

type Reply = { status?: number; body?: unknown };

function detailApi(
  who: typeof customer,
  quotation: Quotation,
  extra: Record<string, (call: RecordedCall) => Reply> = {},
) {
  signIn();
  return mockQuotationsApi({
    'GET /api/auth/me': () => ({ body: who }),
    [`GET /api/quotations/${quotation._id}`]: () => ({ body: quotation }),
    ...extra,
  });
}

const orderId = 'c0ffee00-1111-4222-8333-444455556666';
const converted = aQuotation(
  {
    quotationStatus: 'Accepted',
    followUpStatus: 'Closed',
    followUpNote: 'Best we can do',
    isConvertedToOrder: true,
    orderId,
    followUpHistory: [
      {
        _id: 'f1',
        newPrice: 10000,
        offeredPrice: 10000,
        unitPrice: 12000,
        quantity: 1,
        discount: 0,
        discountPercentage: 0,
        taxRate: 18,
        taxAlreadyIncluded: false,
        followUpNote: 'Best we can do',
        note: 'Best we can do',
        status: 'Sent',
        date: '2026-03-02T10:00:00.000Z',
        createdAt: '2026-03-02T10:00:00.000Z',
      },
      {
        _id: 'f2',
        newPrice: null,
        offeredPrice: 10000,
        unitPrice: 12000,
        quantity: 1,
        discount: 0,
        discountPercentage: 0,
        taxRate: 18,
        taxAlreadyIncluded: false,
        followUpNote: 'Still available',
        note: 'Still available',
        status: '',
        date: '2026-03-03T10:00:00.000Z',
        createdAt: '2026-03-03T10:00:00.000Z',
      },
    ],
    revisions: [
      {
        version: 1,
        kind: 'requested',
        changes: {},
        note: null,
        actor: { _id: customer._id, name: 'Asha Patil' },
        createdAt: '2026-03-01T09:30:00.000Z',
      },
      {
        version: 2,
        kind: 'follow-up',
        changes: {
          offeredPrice: { from: 12000, to: 10000 },
          quotationStatus: { from: 'Pending', to: 'Revised' },
        },
        note: 'Best we can do',
        actor: { _id: admin._id, name: 'Ravi Admin' },
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ],
  },
  { offeredPrice: 10000 },
);

describe('quotation detail', () => {
  beforeAll(() => import('./quotation-detail-page'), 20_000);

  it('shows a converted quotation with its banner, pricing, follow-ups and negotiation history', async () => {
    detailApi(customer, converted);
    renderApp(`/user/quotations/${converted._id}`);

    const banner = await screen.findByText(/This quotation was accepted and converted to order/);
    expect(within(banner).getByRole('link', { name: '#C0FFEE00' })).toHaveAttribute('href', `/user/orders/${orderId}`);
    expect(screen.getByRole('link', { name: orderId })).toHaveAttribute('href', `/user/orders/${orderId}`);
    expect(screen.getByText(converted._id)).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();

    const pricing = within(screen.getByRole('region', { name: 'Pricing Breakdown' }));
    expect(pricing.getByText('Unit Price').nextSibling).toHaveTextContent('₹12,000.00');
    expect(pricing.getByText('Offered Price').nextSibling).toHaveTextContent('₹10,000.00');
    expect(pricing.getByText('Tax (18%)').nextSibling).toHaveTextContent('₹1,800.00');
    expect(pricing.getByText('Total After Tax').nextSibling).toHaveTextContent('₹11,800.00');
    expect(pricing.getByText('Tax added on top')).toBeInTheDocument();

    const followUps = within(screen.getByRole('region', { name: 'Follow-up' }));
    expect(followUps.getByText('Follow-up Status').nextSibling).toHaveTextContent('Closed');
    expect(followUps.getByText('Latest Note').nextSibling).toHaveTextContent('Best we can do');
    expect(followUps.getByText('Follow-up Entries').nextSibling).toHaveTextContent('2');
    const rows = within(followUps.getByRole('table', { name: 'Follow-up History' })).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['₹10,000.00', 'Best we can do', 'Sent']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['—', 'Still available', 'Sent']);
    expect(followUps.queryByRole('button', { name: 'Send Follow-Up' })).not.toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'Negotiation History' }));
    expect(history.getByText(/v1 · Requested · by Asha Patil/)).toBeInTheDocument();
    expect(history.getByText(/v2 · Follow-up · by Ravi Admin/)).toBeInTheDocument();
    expect(history.getByText('Offered Price: ₹12,000.00 → ₹10,000.00')).toBeInTheDocument();
    expect(history.getByText('Status: Pending → Revised')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it("warns 'You cannot edit this quotation' when a customer edits an accepted one", async () => {
    detailApi(customer, converted);
    const { user } = renderApp(`/user/quotations/${converted._id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Request' }));
    expect(await screen.findByText('You cannot edit this quotation')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Your Request' })).not.toBeInTheDocument();
  });

  it('lets a customer edit the details, modification and quantity of an open quotation', async () => {
    const open = aQuotation();
    const { calls } = detailApi(customer, open, {
      [`PUT /api/quotations/${open._id}/update`]: () => ({
        body: { message: 'Quotation updated successfully!', quotation: { ...open, quantity: 3, __v: 2 } },
      }),
    });
    const { user } = renderApp(`/user/quotations/${open._id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Request' }));
    const form = within(screen.getByRole('form', { name: 'Edit Your Request' }));
    await user.clear(form.getByLabelText('Quantity'));
    await user.type(form.getByLabelText('Quantity'), '3');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Quotation updated successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      description: 'Dent on the left door',
      modification: 'Match the silver paint',
      quantity: 3,
      __v: 1,
    });
  });

  it("links admins to the admin order page and hides the customer's actions", async () => {
    detailApi(admin, converted);
    renderApp(`/admin/quotations/${converted._id}`);
    const banner = await screen.findByText(/This quotation was accepted and converted to order/);
    expect(within(banner).getByRole('link')).toHaveAttribute('href', `/admin/orders/${orderId}`);
    expect(screen.getByRole('button', { name: 'Edit Quotation' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send Follow-Up' })).not.toBeInTheDocument();
  });

  it("says 'No quotation found.' for an unknown or foreign quotation", async () => {
    signIn();
    mockQuotationsApi({
      'GET /api/auth/me': () => ({ body: customer }),
      'GET /api/quotations/missing': () => ({ status: 404, body: { message: 'Quotation not found' } }),
    });
    renderApp('/user/quotations/missing');
    expect(await screen.findByText('No quotation found.')).toBeInTheDocument();
  });
});

describe('admin edit panel', () => {
  const open = aQuotation({ __v: 4 });

  it('previews the pricing live and saves the edited inputs with the version', async () => {
    const { calls } = detailApi(admin, open, {
      [`PUT /api/quotations/${open._id}/update`]: () => ({
        body: { message: 'Quotation updated successfully!', quotation: { ...open, __v: 5 } },
      }),
    });
    const { user } = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    const preview = within(panel.getByRole('region', { name: 'Live Preview' }));
    expect(preview.getByText('Total After Tax').nextSibling).toHaveTextContent('₹14,160.00');

    await user.clear(panel.getByLabelText('Offered Price (₹)'));
    await user.type(panel.getByLabelText('Offered Price (₹)'), '10000');
    await user.clear(panel.getByLabelText('Quantity'));
    await user.type(panel.getByLabelText('Quantity'), '2');
    expect(preview.getByText('Offered Subtotal').nextSibling).toHaveTextContent('₹20,000.00');
    await user.clear(panel.getByLabelText('Discount (%)'));
    await user.type(panel.getByLabelText('Discount (%)'), '150');
    expect(panel.getByLabelText('Discount (%)')).toHaveValue(100);
    await user.clear(panel.getByLabelText('Discount (%)'));
    await user.type(panel.getByLabelText('Discount (%)'), '10');
    expect(panel.getByLabelText('Discount Amount (₹)')).toHaveValue(2000);
    await user.clear(panel.getByLabelText('Tax Rate (%)'));
    await user.type(panel.getByLabelText('Tax Rate (%)'), '12');
    expect(preview.getByText('Tax (12%)').nextSibling).toHaveTextContent('₹2,160.00');
    expect(preview.getByText('Total After Tax').nextSibling).toHaveTextContent('₹20,160.00');
    await user.click(panel.getByLabelText('Tax already included in the price'));
    expect(preview.getByText('Total After Tax').nextSibling).toHaveTextContent('₹18,000.00');
    expect(preview.getByText('Tax included in price')).toBeInTheDocument();

    const status = panel.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => [o.text, o.disabled])).toEqual([
      ['Pending', false],
      ['Revised', false],
      ['Rejected', false],
      ['Accepted', true],
    ]);
    await user.selectOptions(status, 'Revised');
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Quotation updated successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      offeredPrice: 10000,
      quantity: 2,
      discountPercentage: 10,
      taxRate: 12,
      taxAlreadyIncluded: true,
      description: 'Dent on the left door',
      quotationStatus: 'Revised',
      __v: 4,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Quotation' })).not.toBeInTheDocument());
  });

  it('refuses a discount above the subtotal and a final price of 0 before sending', async () => {
    const { calls } = detailApi(admin, open);
    const { user } = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));

    await user.clear(panel.getByLabelText('Discount Amount (₹)'));
    await user.type(panel.getByLabelText('Discount Amount (₹)'), '15000');
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Discount (₹15,000.00) cannot exceed subtotal (₹12,000.00)');

    await user.clear(panel.getByLabelText('Discount (%)'));
    await user.type(panel.getByLabelText('Discount (%)'), '100');
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(panel.getByRole('alert')).toHaveTextContent(
      'Final price must be greater than 0. Please adjust discount or price.',
    );

    await user.clear(panel.getByLabelText('Offered Price (₹)'));
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(panel.getByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the stale-version answer and loads the quotation again', async () => {
    let version = 4;
    const { calls } = detailApi(admin, open, {
      [`GET /api/quotations/${open._id}`]: () => ({ body: { ...open, __v: version } }),
      [`PUT /api/quotations/${open._id}/update`]: () => {
        version = 6;
        return { status: 409, body: { message: 'This quotation was changed by someone else. Reload and try again.' } };
      },
    });
    const { user } = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('This quotation was changed by someone else. Reload and try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === `/api/quotations/${open._id}`)).toHaveLength(2));
  });
});

describe('follow-up form', () => {
  const open = aQuotation();

  it('needs a valid price or a note, and sends an empty price as null', async () => {
    const { calls } = detailApi(admin, open, {
      [`PATCH /api/quotations/${open._id}/follow-up`]: () => ({
        body: { message: 'Follow-up sent successfully!', quotation: open },
      }),
    });
    const { user } = renderApp(`/admin/quotations/${open._id}`);
    const form = within(await screen.findByRole('form', { name: 'Send Follow-Up' }));
    const send = form.getByRole('button', { name: 'Send Follow-Up' });
    const price = form.getByLabelText('New Price (₹)');
    expect(price).toHaveAttribute('min', '0.01');
    expect(price).toHaveAttribute('step', '0.01');

    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Provide either a valid price or a note.');
    await user.type(price, '0');
    expect(send).toBeDisabled();
    await user.clear(price);
    await user.type(price, '0.01');
    expect(send).toBeEnabled();
    await user.clear(price);
    await user.type(form.getByLabelText('Note'), '  ');
    expect(send).toBeDisabled();
    await user.type(form.getByLabelText('Note'), 'Ready next week');
    expect(send).toBeEnabled();

    await user.click(send);
    expect(await screen.findByText('Follow-up sent successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      newPrice: null,
      followUpNote: 'Ready next week',
    });
  });

  it("says 'Failed to send follow-up' when sending fails", async () => {
    detailApi(admin, open, {
      [`PATCH /api/quotations/${open._id}/follow-up`]: () => ({
        status: 409,
        body: { message: 'Follow-ups are closed for this quotation.' },
      }),
    });
    const { user } = renderApp(`/admin/quotations/${open._id}`);
    const form = within(await screen.findByRole('form', { name: 'Send Follow-Up' }));
    await user.type(form.getByLabelText('New Price (₹)'), '9999.5');
    await user.click(form.getByRole('button', { name: 'Send Follow-Up' }));
    expect(await screen.findByText('Failed to send follow-up')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Follow-ups are closed for this quotation.');
  });

  it('is not offered once follow-ups are closed', async () => {
    const closed = aQuotation({ followUpStatus: 'Closed' });
    detailApi(admin, closed);
    renderApp(`/admin/quotations/${closed._id}`);
    await screen.findByRole('region', { name: 'Follow-up' });
    expect(screen.queryByRole('form', { name: 'Send Follow-Up' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Quotation' })).toBeEnabled();
  });
});
