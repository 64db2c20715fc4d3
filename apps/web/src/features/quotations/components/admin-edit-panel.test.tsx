import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, aQuotation, detailApi } from '../testing/fixtures';

// The detail page's code is loaded once up front, so the first test does not wait for it.
beforeAll(() => import('../pages/quotation-detail-page'), 20_000);

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
        return {
          status: 409,
          body: {
            message: 'This quotation was changed by someone else. Reload and try again.',
            code: 'QUOTATION_STALE',
          },
        };
      },
    });
    const { user } = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'This quotation was changed by someone else. Reload and try again.',
    );
    await waitFor(() => expect(calls.filter((call) => call.path === `/api/quotations/${open._id}`)).toHaveLength(2));
  });

  it("says 'Failed to save quotation' when the save fails without a server message", async () => {
    detailApi(admin, open, {
      [`PUT /api/quotations/${open._id}/update`]: networkError,
    });
    const { user } = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Failed to save quotation');
    expect(panel.getByRole('region', { name: 'Live Preview' })).toBeInTheDocument();
  });
});
