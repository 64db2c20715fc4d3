import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { signIn } from '../../../test/fixtures';
import { asPhone } from '../../../test/phone-width';
import { renderApp } from '../../../test/render-app';
import { admin, aQuotation, customer, detailApi, mockQuotationsApi } from '../testing/fixtures';

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

  it('shows a converted quotation with its banner, summary, note, pricing and the history collapsed', async () => {
    detailApi(customer, converted);
    const { user } = renderApp(`/user/quotations/${converted._id}`);

    const banner = await screen.findByText(/This quotation was accepted and converted to order/);
    expect(within(banner).getByRole('link', { name: '#C0FFEE00' })).toHaveAttribute('href', `/user/orders/${orderId}`);
    const summary = within(screen.getByRole('region', { name: 'Car Denting and Painting' }));
    expect(summary.getByText(/^Quotation #3F2A1B4C/)).toBeInTheDocument();
    expect(summary.getByText('₹11,800.00')).toBeInTheDocument();
    expect(summary.getByText('1 × ₹10,000.00')).toBeInTheDocument();
    // The short reference, never the id; the customer is not shown their own contact details.
    expect(screen.queryByText(converted._id)).not.toBeInTheDocument();
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();

    // The workshop's note shows once on the page.
    const note = within(screen.getByRole('region', { name: 'Latest note from the workshop' }));
    expect(note.getByText('Best we can do')).toBeInTheDocument();
    expect(note.getByText(/^Sent /)).toBeInTheDocument();

    const pricing = within(screen.getByRole('region', { name: 'Pricing Breakdown' }));
    expect(pricing.getByText('Unit Price').nextSibling).toHaveTextContent('₹12,000.00');
    expect(pricing.getByText('Offered Price').nextSibling).toHaveTextContent('₹10,000.00');
    expect(pricing.getByText('Tax (18%)').nextSibling).toHaveTextContent('₹1,800.00');
    expect(pricing.getByText('Total After Tax').nextSibling).toHaveTextContent('₹11,800.00');
    expect(pricing.getByText('Tax added on top')).toBeInTheDocument();

    const history = screen.getByText('History').closest('details')!;
    expect(history).not.toHaveAttribute('open');
    await user.click(screen.getByText('History'));
    expect(history).toHaveAttribute('open');
    const followUps = within(screen.getByRole('region', { name: 'Follow-up History' }));
    expect(followUps.getByText('Follow-up Status: Closed')).toBeInTheDocument();
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
    expect(screen.getAllByText('Best we can do')).toHaveLength(2);

    const revisions = within(screen.getByRole('region', { name: 'Negotiation History' }));
    expect(revisions.getByText(/v1 · Requested · by Asha Patil/)).toBeInTheDocument();
    expect(revisions.getByText(/v2 · Follow-up · by Ravi Admin/)).toBeInTheDocument();
    expect(revisions.getByText('Offered Price: ₹12,000.00 → ₹10,000.00')).toBeInTheDocument();
    expect(revisions.getByText('Status: Pending → Revised')).toBeInTheDocument();

    for (const name of ['Accept', 'Reject', 'Edit Request', 'Send revised price']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('shows the follow-ups as cards on a phone, and speaks Marathi', async () => {
    asPhone();
    await i18n.changeLanguage('mr');
    detailApi(customer, converted);
    const { user } = renderApp(`/user/quotations/${converted._id}`);
    const summary = within(await screen.findByRole('region', { name: 'कार डेंटिंग आणि पेंटिंग' }));
    expect(summary.getByText(/^कोटेशन #3F2A1B4C/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'वर्कशॉपची शेवटची टीप' })).toHaveTextContent('Best we can do');
    await user.click(screen.getByText('इतिहास'));
    const cards = within(screen.getByRole('list', { name: 'पाठपुराव्याचा इतिहास' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('नवीन किंमत').nextSibling).toHaveTextContent('₹10,000.00');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("gives the owner the customer's contact, a call link and 'Send revised price', which leads to the follow-up form", async () => {
    const open = aQuotation({ userId: { ...aQuotation().userId, phone: '98220 12345' } });
    detailApi(admin, open);
    const { user } = renderApp(`/admin/quotations/${open._id}`);
    const request = within(await screen.findByRole('region', { name: 'Request' }));
    expect(request.getByText('asha@example.com')).toBeInTheDocument();
    expect(request.getByRole('link', { name: '98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
    await user.click(screen.getByRole('button', { name: 'Send revised price' }));
    const form = within(screen.getByRole('form', { name: 'Send Follow-Up' }));
    expect(form.getByLabelText('New price per unit (₹)')).toHaveFocus();
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

  it('hides Accept and Reject on a rejected quotation until the workshop follows up, says why and keeps Edit Request', async () => {
    const rejected = aQuotation({ quotationStatus: 'Rejected', followUpStatus: 'Pending' });
    detailApi(customer, rejected);
    renderApp(`/user/quotations/${rejected._id}`);
    expect(await screen.findByRole('button', { name: 'Edit Request' })).toBeEnabled();
    expect(
      screen.getByText('A rejected quotation can be accepted only after a follow-up from the workshop.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows 'Waiting for the workshop' after the customer's own changes and keeps Accept disabled, Reject enabled", async () => {
    const waiting = aQuotation({ awaitingWorkshop: true });
    detailApi(customer, waiting);
    renderApp(`/user/quotations/${waiting._id}`);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(
      within(screen.getByRole('region', { name: 'Car Denting and Painting' })).getByText('Waiting for the workshop'),
    ).toBeVisible();
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(
      'You can accept this quotation once the workshop has answered your changes.',
    );
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('shows the customer their expected price, not an offered price, until the workshop prices the request', async () => {
    const unpriced = aQuotation({ workshopPriced: false, quotationPrice: 9500 });
    detailApi(customer, unpriced);
    renderApp(`/user/quotations/${unpriced._id}`);
    const pricing = within(await screen.findByRole('region', { name: 'Pricing Breakdown' }));
    expect(pricing.getByText("Awaiting the workshop's price")).toBeInTheDocument();
    expect(pricing.getByText('Your expected price').nextElementSibling).toHaveTextContent('₹9,500.00');
    expect(pricing.queryByText('Offered Price')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Car Denting and Painting' })).getByText(
        "Awaiting the workshop's price",
      ),
    ).toBeVisible();
  });

  it("accepts a rejected quotation that was followed up, saying 'Status updated successfully'", async () => {
    const rejected = aQuotation({ quotationStatus: 'Rejected', followUpStatus: 'Pending', hasFollowUp: true });
    const { calls } = detailApi(customer, rejected, {
      [`PATCH /api/quotations/${rejected._id}/action`]: () => ({
        body: {
          message: 'Quotation accepted and converted to an order',
          quotationId: rejected._id,
          orderId,
          newStatus: 'Accepted',
        },
      }),
    });
    const { user } = renderApp(`/user/quotations/${rejected._id}`);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(accept).toBeEnabled();
    expect(accept).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(accept);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Accept Quotation' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'accept' });
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
