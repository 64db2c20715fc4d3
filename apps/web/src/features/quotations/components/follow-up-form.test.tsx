import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, aQuotation, detailApi } from '../testing/fixtures';

// The detail page's code is loaded once up front, so the first test does not wait for it.
beforeAll(() => import('../pages/quotation-detail-page'), 20_000);

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
    const price = form.getByLabelText('New price per unit (₹)');
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
        body: { message: 'Follow-ups are closed for this quotation.', code: 'FOLLOW_UP_CLOSED' },
      }),
    });
    const { user } = renderApp(`/admin/quotations/${open._id}`);
    const form = within(await screen.findByRole('form', { name: 'Send Follow-Up' }));
    await user.type(form.getByLabelText('New price per unit (₹)'), '9999.5');
    await user.click(form.getByRole('button', { name: 'Send Follow-Up' }));
    expect(await screen.findByText('Failed to send follow-up')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Follow-ups are closed for this quotation.');
  });

  it("says 'Follow-up failed due to unexpected error' when sending fails without a server message", async () => {
    detailApi(admin, open, {
      [`PATCH /api/quotations/${open._id}/follow-up`]: networkError,
    });
    const { user } = renderApp(`/admin/quotations/${open._id}`);
    const form = within(await screen.findByRole('form', { name: 'Send Follow-Up' }));
    await user.type(form.getByLabelText('Note'), 'Ready next week');
    await user.click(form.getByRole('button', { name: 'Send Follow-Up' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Follow-up failed due to unexpected error');
    expect(screen.queryByText('Failed to send follow-up')).not.toBeInTheDocument();
  });

  it('shows the total for the quantity at the typed price per unit with the tax rule, and Cancel empties the form', async () => {
    const three = aQuotation({}, { quantity: 3, offeredPrice: 10000, discountPercentage: 10 });
    const { calls } = detailApi(admin, three);
    const { user } = renderApp(`/admin/quotations/${three._id}`);
    const form = within(await screen.findByRole('form', { name: 'Send Follow-Up' }));
    // Nothing typed: the current offer. 3 × ₹10,000 − 10 % = ₹27,000, plus 18 % tax.
    expect(form.getByText('Total for 3 × ₹10,000.00')).toBeInTheDocument();
    expect(form.getByText('₹31,860.00')).toBeInTheDocument();
    expect(form.getByText('Tax (18%) added on top. Discount 10% applied.')).toBeInTheDocument();

    await user.type(form.getByLabelText('New price per unit (₹)'), '9000');
    expect(form.getByText('Total for 3 × ₹9,000.00')).toBeInTheDocument();
    expect(form.getByText('₹28,674.00')).toBeInTheDocument();

    await user.type(form.getByLabelText('Note'), 'Includes primer');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(form.getByLabelText('New price per unit (₹)')).toHaveValue(null);
    expect(form.getByLabelText('Note')).toHaveValue('');
    expect(form.getByText('Total for 3 × ₹10,000.00')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('is not offered once follow-ups are closed', async () => {
    const closed = aQuotation({ followUpStatus: 'Closed' });
    detailApi(admin, closed);
    renderApp(`/admin/quotations/${closed._id}`);
    expect(await screen.findByRole('button', { name: 'Edit Quotation' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Send Follow-Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send revised price' })).not.toBeInTheDocument();
  });
});
