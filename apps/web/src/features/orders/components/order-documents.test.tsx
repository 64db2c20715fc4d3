import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const VOUCHER_ID = '6b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';

function customerOrder(documents: unknown[]) {
  signIn();
  const order = anOrder({ advance: 1180, advanceDue: 0, amountPaid: 1180, amountDue: 1180 });
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser() }),
    [`GET /api/orders/${ORDER_ID}`]: () => ({ body: order }),
    [`GET /api/orders/${ORDER_ID}/documents`]: () => ({ body: { documents } }),
    [`GET /api/orders/${ORDER_ID}/documents/${VOUCHER_ID}/pdf`]: () => ({
      body: new Blob(['%PDF'], { type: 'application/pdf' }),
    }),
  });
}

const voucher = {
  _id: VOUCHER_ID,
  kind: 'receipt-voucher',
  number: 'RV/2026-27/0001',
  date: '2026-11-03T04:30:00.000Z',
  amount: 1180,
  pdfPath: `/api/orders/${ORDER_ID}/documents/${VOUCHER_ID}/pdf`,
};

describe("the order's documents", () => {
  it('lists each document with its kind, number, date and amount', async () => {
    customerOrder([voucher]);
    renderApp(`/user/orders/${ORDER_ID}`);
    const section = within((await screen.findByRole('heading', { name: 'Documents' })).parentElement as HTMLElement);
    expect(await section.findByText('RV/2026-27/0001')).toBeInTheDocument();
    expect(section.getByText(/Receipt voucher/)).toBeInTheDocument();
    expect(section.getByText(/^3 Nov 2026 · ₹1,180\.00$/)).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    customerOrder([]);
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });

  it('downloads a voucher in the current language under its number', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:voucher'), revokeObjectURL: vi.fn() }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = customerOrder([voucher]);
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await i18n.changeLanguage('mr');
    await user.click(await screen.findByRole('button', { name: 'RV/2026-27/0001 डाउनलोड करा' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('RV-2026-27-0001.pdf');
    expect(calls.find((call) => call.url.pathname.endsWith('/pdf'))?.url.searchParams.get('lang')).toBe('mr');
    await i18n.changeLanguage('en');
  });
});
