import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { admin, aList, aQuotation, customer, detailApi } from '../testing/fixtures';
import { tableApi } from '../testing/table-api';

const accepted = {
  message: 'Quotation accepted and converted to an order',
  orderId: 'c0ffee00-1111-4222-8333-444455556666',
  newStatus: 'Accepted',
};

describe('accepting a quotation names what it costs', () => {
  beforeAll(async () => {
    await import('./quotation-detail-page');
    await import('./quotations-table-page');
  }, 20_000);

  it('confirms the quantity, unit price, discount and total incl. GST of a priced quotation', async () => {
    const q = aQuotation({ quotationStatus: 'Revised' }, { offeredPrice: 10000, quantity: 2, discount: 1000 });
    const { calls } = detailApi(customer, q, {
      [`PATCH /api/quotations/${q._id}/action`]: () => ({ body: { ...accepted, quotationId: q._id } }),
    });
    const { user } = renderApp(`/user/quotations/${q._id}`);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Quotation' });
    // (2 × ₹10,000 − ₹1,000) + 18% GST.
    expect(dialog).toHaveTextContent(
      'Are you sure you want to accept this quotation? Order: 2 × ₹10,000.00. Discount: ₹1,000.00. You will pay ₹22,420.00 (incl. GST).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'accept' });
  });

  it('says the list price total on the button while the workshop has not priced it, and in the confirmation', async () => {
    const unpriced = aQuotation({ workshopPriced: false });
    detailApi(customer, unpriced);
    const { user } = renderApp(`/user/quotations/${unpriced._id}`);
    const accept = await screen.findByRole('button', { name: 'Accept list price ₹14,160.00 (incl. GST)' });
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(screen.getByRole('dialog', { name: 'Accept Quotation' })).toHaveTextContent(
      'The workshop has not priced this quotation yet: the order is placed at the list price. Order: 1 × ₹12,000.00. You will pay ₹14,160.00 (incl. GST).',
    );
  });

  it('keeps Accept disabled with its reason when the workshop accepts only priced quotations', async () => {
    const unpriced = aQuotation({ workshopPriced: false });
    detailApi(customer, unpriced, { 'GET /api/settings/workshop': () => ({ body: { acceptOnlyPriced: true } }) });
    renderApp(`/user/quotations/${unpriced._id}`);
    const accept = await screen.findByRole('button', { name: /^Accept list price/ });
    await expect.poll(() => accept.hasAttribute('disabled')).toBe(true);
    expect(accept).toHaveAccessibleDescription('You can accept this quotation once the workshop has priced it.');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('names the list price total on an unpriced row of the customer’s table, and asks with the total', async () => {
    const unpriced = aQuotation({ workshopPriced: false }, { quantity: 3 });
    tableApi(customer, () => ({ body: aList([unpriced]) }));
    const { user } = renderApp('/user/quotations/user');
    await user.click(await screen.findByRole('button', { name: 'Accept list price ₹42,480.00 (incl. GST)' }));
    expect(screen.getByRole('dialog', { name: 'Accept Quotation' })).toHaveTextContent(
      'Order: 3 × ₹12,000.00. You will pay ₹42,480.00 (incl. GST).',
    );
  });

  it('lets the owner choose that customers accept only after they price the quotation', async () => {
    const { calls } = tableApi(admin, () => ({ body: aList([aQuotation()]) }), {
      'PUT /api/settings/workshop': (call) => ({ body: call.body }),
    });
    const { user } = renderApp('/admin/quotations');
    const setting = await screen.findByRole('checkbox', { name: 'Customers accept only after I price the quotation' });
    expect(setting).not.toBeChecked();
    expect(setting).toHaveAccessibleDescription(
      'When this is off, a customer may accept a request you have not priced yet, at the list price with GST.',
    );
    await user.click(setting);
    expect(await screen.findByText('Setting saved')).toBeInTheDocument();
    expect(setting).toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ acceptOnlyPriced: true });
  });
});
