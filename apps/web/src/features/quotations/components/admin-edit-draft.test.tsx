import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { admin, aQuotation, detailApi } from '../testing/fixtures';

beforeAll(() => import('../pages/quotation-detail-page'), 20_000);

describe('admin edit panel draft', () => {
  const open = aQuotation({ __v: 4 });

  it('keeps what was typed when the page is left and entered again, until it is discarded', async () => {
    detailApi(admin, open);
    const first = renderApp(`/admin/quotations/${open._id}`);
    await first.user.click(await screen.findByRole('button', { name: 'Edit Quotation' }));
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    await first.user.clear(panel.getByLabelText('Quantity'));
    await first.user.type(panel.getByLabelText('Quantity'), '3');
    first.unmount();

    const again = renderApp(`/admin/quotations/${open._id}`);
    const restored = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    expect(restored.getByLabelText('Quantity')).toHaveValue(3);
    expect(restored.getByRole('status')).toHaveTextContent('Your unsaved changes to this quotation were restored.');

    await again.user.click(restored.getByRole('button', { name: 'Discard changes' }));
    expect(restored.getByLabelText('Quantity')).toHaveValue(open.quantity);
    again.unmount();

    renderApp(`/admin/quotations/${open._id}`);
    await screen.findByRole('button', { name: 'Edit Quotation' });
    expect(screen.queryByRole('region', { name: 'Edit Quotation' })).not.toBeInTheDocument();
  });

  it('forgets the draft on Cancel and does not offer it for a newer version of the quotation', async () => {
    detailApi(admin, open);
    const first = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    await first.user.clear(panel.getByLabelText('Quantity'));
    await first.user.type(panel.getByLabelText('Quantity'), '7');
    await first.user.click(panel.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Quotation' })).not.toBeInTheDocument());
    first.unmount();

    const second = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const fresh = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    expect(fresh.getByLabelText('Quantity')).toHaveValue(open.quantity);
    expect(fresh.queryByRole('status')).not.toBeInTheDocument();
    await second.user.clear(fresh.getByLabelText('Quantity'));
    await second.user.type(fresh.getByLabelText('Quantity'), '9');
    second.unmount();

    detailApi(admin, { ...open, __v: 5 });
    renderApp(`/admin/quotations/${open._id}?edit=1`);
    const newer = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    expect(newer.getByLabelText('Quantity')).toHaveValue(open.quantity);
    expect(newer.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the total beside Save, so both stay in reach when the preview is below the form', async () => {
    detailApi(admin, open);
    const { user } = renderApp(`/admin/quotations/${open._id}?edit=1`);
    const panel = within(await screen.findByRole('region', { name: 'Edit Quotation' }));
    const bar = within(screen.getByTestId('edit-save-bar'));
    expect(bar.getByText('Total After Tax: ₹14,160.00')).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.clear(panel.getByLabelText('Quantity'));
    await user.type(panel.getByLabelText('Quantity'), '2');
    expect(bar.getByText(/^Total After Tax: /)).not.toHaveTextContent('₹14,160.00');
  });
});
