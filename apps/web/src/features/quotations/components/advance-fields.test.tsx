import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { admin, aQuotation, customer, detailApi } from '../testing/fixtures';

beforeAll(() => import('../pages/quotation-detail-page'), 20_000);

describe('the advance asked on a quotation', () => {
  it('lets the admin ask a percentage, emptying the amount, and sends only the advance it changed', async () => {
    const open = aQuotation({ __v: 4, advanceAmount: 2000, advanceDue: 2000 });
    const { calls } = detailApi(admin, open, {
      [`PUT /api/quotations/${open._id}/update`]: () => ({
        body: { message: 'Quotation updated successfully!', quotation: { ...open, __v: 5 } },
      }),
    });
    const { user } = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    expect(panel.getByLabelText('Advance amount (₹)')).toHaveValue(2000);
    await user.type(panel.getByLabelText('Advance (% of the total)'), '50');
    expect(panel.getByLabelText('Advance amount (₹)')).toHaveValue(null);
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Quotation updated successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      advancePercentage: 50,
      advanceAmount: 0,
    });
  });

  it('shows the customer the advance due on acceptance, on the quotation and in the accept confirmation', async () => {
    const priced = aQuotation({ quotationStatus: 'Revised', advancePercentage: 50, advanceDue: 7080 });
    detailApi(customer, priced);
    const { user } = renderApp(`/user/quotations/${priced._id}`);
    expect(await screen.findByText('Advance due on acceptance: ₹7,080.00')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Accept' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Advance due on acceptance: ₹7,080.00.');
  });
});
