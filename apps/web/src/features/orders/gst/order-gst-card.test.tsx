import type { CreditNote, CreditNotesAnswer } from '@karigar/domain/credit-note';
import type { Order } from '@karigar/domain/order-answer';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORDER_PATH = `/api/orders/${ORDER_ID}`;
const invoiced = anOrder({
  _id: ORDER_ID,
  totalPrice: 13_570,
  invoice: { number: 'INV/2026-27/0007', issuedAt: '2026-11-02T06:30:00.000Z' },
  customerGstin: '29AAGCB7383J1Z4',
  placeOfSupply: '29',
});
const note = (overrides: Partial<CreditNote> = {}): CreditNote => ({
  _id: 'c1',
  number: 'CN/2026-27/0001',
  invoiceNumber: 'INV/2026-27/0007',
  issuedAt: '2026-11-20T06:30:00.000Z',
  reason: 'Smaller panel than quoted',
  taxable: 1_000,
  cgst: 0,
  sgst: 0,
  igst: 180,
  total: 1_180,
  pdfPath: `${ORDER_PATH}/credit-notes/c1/pdf`,
  ...overrides,
});

function adminOrderApi(order: Order, creditNotes: CreditNotesAnswer) {
  signIn();
  const state = { order, creditNotes };
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role: 'admin', name: 'Ravi Admin' }) }),
    [`GET ${ORDER_PATH}`]: () => ({ body: state.order }),
    [`GET ${ORDER_PATH}/credit-notes`]: () => ({ body: state.creditNotes }),
    [`POST ${ORDER_PATH}/credit-notes`]: (call) => {
      const { amount, reason } = call.body as { amount: number; reason: string };
      const issued = note({ _id: 'c2', number: 'CN/2026-27/0002', total: amount, reason });
      state.creditNotes = { creditNotes: [...state.creditNotes.creditNotes, issued], creditable: 0 };
      return { status: 201, body: { message: 'Credit note issued', creditNote: issued } };
    },
    [`PATCH ${ORDER_PATH}/gstin`]: (call) => {
      const { gstin } = call.body as { gstin: string };
      state.order = { ...state.order, customerGstin: gstin || null, placeOfSupply: gstin ? gstin.slice(0, 2) : null };
      return { body: { message: 'GSTIN saved', order: state.order } };
    },
  });
}

describe("the admin order page's GST card", () => {
  it('lists the credit notes and issues one for what is left, prefilled', async () => {
    const { calls } = adminOrderApi(invoiced, { creditNotes: [note()], creditable: 12_390 });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    const card = await screen.findByRole('region', { name: 'GST' });
    expect(within(card).getByText('Customer GSTIN: 29AAGCB7383J1Z4')).toBeInTheDocument();
    expect(within(card).getByText('Place of supply: Karnataka (29)')).toBeInTheDocument();
    expect(
      await within(card).findByText(/CN\/2026-27\/0001 · .* · ₹1,180.00 · Smaller panel than quoted/),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a credit note' });
    expect(within(dialog).getByLabelText('Amount, GST included (₹)')).toHaveValue(12_390);
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('Give the reason for the credit note')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Job cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(card).findByText(/CN\/2026-27\/0002 · .* · ₹12,390.00 · Job cancelled/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ amount: 12_390, reason: 'Job cancelled' });
  });

  it('takes a GSTIN before the invoice, checking it first, and shows the place of supply it makes', async () => {
    const { calls } = adminOrderApi(anOrder({ _id: ORDER_ID, customerGstin: null, placeOfSupply: null }), {
      creditNotes: [],
      creditable: 0,
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    const card = await screen.findByRole('region', { name: 'GST' });
    expect(within(card).getByText("Place of supply: the workshop's own state")).toBeInTheDocument();
    const field = within(card).getByLabelText('Customer GSTIN');
    await user.type(field, '29AAGCB7383J1Z5');
    await user.click(within(card).getByRole('button', { name: 'Save GSTIN' }));
    expect(
      await within(card).findByText('This GSTIN is mistyped: its last character does not match'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.clear(field);
    await user.type(field, '29aagcb7383j1z4');
    await user.click(within(card).getByRole('button', { name: 'Save GSTIN' }));
    expect(await within(card).findByText('Place of supply: Karnataka (29)')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ gstin: '29AAGCB7383J1Z4' });
  });
});
