import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { pending } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';
import { mockApi } from '../../../test/mock-api';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORDER_PATH = `/api/orders/${ORDER_ID}`;
const admin = aUser({ role: 'admin', name: 'Ravi Admin' });

function factValue(label: string): string | null | undefined {
  return within(screen.getByRole('heading', { name: 'Order Information' }).parentElement as HTMLElement).getByText(
    label,
    { selector: 'dt' },
  ).nextElementSibling?.textContent;
}

// The pages' code is loaded once up front, so the first test does not wait for it.
beforeAll(async () => {
  await import('./order-detail-page');
});

describe('order detail', () => {
  it("shows the order's facts, pricing, details, history and quotation", async () => {
    signIn();
    const order = anOrder({
      status: 'Confirmed',
      origin: 'user',
      quotationId: 'q-1',
      quotation: { _id: 'q-1', totalAfterTax: 2360, quotationStatus: 'Accepted' },
      statusHistory: [
        { from: null, to: 'Pending', actor: null, createdAt: '2026-03-02T04:30:00.000Z' },
        {
          from: 'Pending',
          to: 'Confirmed',
          actor: { _id: 'a', name: 'Ravi Admin' },
          createdAt: '2026-03-03T05:00:00.000Z',
        },
      ],
    });
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }), [`GET ${ORDER_PATH}`]: () => ({ body: order }) });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);

    expect(await screen.findByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByText('Order #3F2A9B1C')).toBeInTheDocument();
    // Pay (or the paid receipt) comes first, right under the title.
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Payment');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(factValue('Order ID')).toBe(ORDER_ID);
    expect(factValue('Customer Name')).toBe('Asha Patil');
    expect(factValue('Phone')).toBe('9876543210');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(factValue('Email')).toBe('asha@example.com');
    expect(factValue('Service')).toBe('Fiberglass Roofing');
    expect(factValue('Quantity')).toBe('2');
    expect(factValue('Status')).toBe('Confirmed');
    expect(factValue('Created At')).toMatch(/^2 Mar 2026, \d{1,2}:\d{2} [ap]m$/);
    expect(factValue('Last Updated')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Order status' })).not.toBeInTheDocument();

    const pricing = screen.getByRole('heading', { name: 'Pricing' }).parentElement as HTMLElement;
    expect(within(pricing).getByText('Subtotal').nextElementSibling).toHaveTextContent('₹2,000.00');
    expect(within(pricing).getByText('GST (18%)').nextElementSibling).toHaveTextContent('₹360.00');
    expect(within(pricing).getByText('Total').nextElementSibling).toHaveTextContent('₹2,360.00');
    expect(screen.getByText('No additional details provided.')).toBeInTheDocument();
    expect(screen.getByText('Created as Pending')).toBeInTheDocument();
    expect(screen.getByText('Pending → Confirmed')).toBeInTheDocument();
    expect(screen.getByText(/by Ravi Admin/)).toBeInTheDocument();

    await user.click(screen.getByText('Quotation reference'));
    expect(screen.getByRole('link', { name: 'View Quotation' })).toHaveAttribute('href', '/user/quotations/q-1');
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/user/my-orders');
  });

  it("names the service in Marathi for a Marathi reader, in the order's own Marathi name", async () => {
    signIn();
    await i18n.changeLanguage('mr');
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder() }),
    });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('फायबरग्लास छप्पर')).toBeInTheDocument();
    expect(screen.queryByText('Fiberglass Roofing')).not.toBeInTheDocument();
  });

  it('labels the modifications the customer asked for in the reader’s language', async () => {
    signIn();
    const order = anOrder({ details: 'White, 5 ft', modification: 'Add grab bar' });
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }), [`GET ${ORDER_PATH}`]: () => ({ body: order }) });
    const { unmount } = renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Modifications asked for' })).toBeInTheDocument();
    expect(screen.getByText('Add grab bar')).toBeInTheDocument();
    expect(screen.getByText('White, 5 ft')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('mr');
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'मागितलेले बदल' })).toBeInTheDocument();
  });

  it("shows 'Loading order details...' while the order loads", async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }), [`GET ${ORDER_PATH}`]: () => pending() });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Loading order details...')).toBeInTheDocument();
  });

  it("says 'Order not found' with a way back when the order is not there", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET ${ORDER_PATH}`]: () => ({ status: 404, body: { message: 'Order not found', code: 'ORDER_NOT_FOUND' } }),
    });
    renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it("shows 'Error: …' with the server's text, or 'Failed to load order details.'", async () => {
    signIn();
    let withMessage = true;
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET ${ORDER_PATH}`]: () =>
        withMessage
          ? { status: 400, body: { message: 'Invalid input: id', code: 'VALIDATION_FAILED' } }
          : { status: 400, body: {} },
    });
    const first = renderApp(`/orders/${ORDER_ID}`);
    expect(await screen.findByText('Error: Invalid input')).toBeInTheDocument();
    first.unmount();
    withMessage = false;
    renderApp(`/orders/${ORDER_ID}`);
    expect(await screen.findByText('Failed to load order details.')).toBeInTheDocument();
  });

  it('logs a pricing failure and warns instead of the breakdown', async () => {
    signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder({ quantity: 0 }) }),
    });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Pricing data is not available or invalid.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Order pricing failed', expect.objectContaining({ name: 'PricingError' }));
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('puts the next step first as a button, and any other status beside it after confirming a final one', async () => {
    signIn();
    let status: 'Confirmed' | 'In Progress' | 'Completed' = 'Confirmed';
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET ${ORDER_PATH}`]: () => ({
        body: anOrder({ status, origin: 'manual', createdBy: { _id: 'a', name: 'Ravi Admin' } }),
      }),
      [`PATCH ${ORDER_PATH}/status`]: (call) => {
        status = (call.body as { status: typeof status }).status;
        return { body: { message: `Order status updated to ${status}`, order: anOrder({ status }) } };
      },
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    const panel = within(await screen.findByRole('region', { name: 'Status' }));
    expect(factValue('Created By')).toBe('Ravi Admin');
    // The owner can call the customer or WhatsApp them from the order.
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'WhatsApp 9876543210 (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(panel.getByText('Confirmed', { selector: 'span' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Start work' }));
    expect(await screen.findByText('Order status updated to In Progress!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'In Progress' });
    expect(await panel.findByRole('button', { name: 'Mark completed' })).toBeInTheDocument();

    await user.selectOptions(panel.getByRole('combobox', { name: 'Or set any status' }), 'Completed');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(dialog).toHaveTextContent('Mark order 3F2A9B1C as Completed?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark Completed' }));
    expect(await screen.findByText('Order status updated to Completed!')).toBeInTheDocument();
    await waitFor(() => expect(panel.queryByRole('button', { name: /Start work|Mark completed/ })).toBeNull());
    expect(panel.getByRole('combobox', { name: 'Or set any status' })).toHaveValue('Completed');
  });

  it('names the next step in Marathi', async () => {
    signIn();
    await i18n.changeLanguage('mr');
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder({ status: 'Pending' }) }),
    });
    renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByRole('button', { name: 'ऑर्डर निश्चित करा' })).toBeInTheDocument();
  });

  it('downloads the invoice in the current language as invoice-{id}.pdf', async () => {
    signIn();
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder() }),
      [`GET /api/invoices/${ORDER_ID}/pdf`]: () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await i18n.changeLanguage('mr');
    await user.click(await screen.findByRole('button', { name: 'बीजक डाउनलोड करा' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe(`invoice-${ORDER_ID}.pdf`);
    expect(clicked[0]?.href).toBe('blob:invoice');
    const invoiceCall = calls.find((call) => call.url.pathname.startsWith('/api/invoices'));
    expect(invoiceCall?.url.searchParams.get('lang')).toBe('mr');
    expect(invoiceCall?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it("says 'Could not download invoice.' when the PDF cannot be had", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET ${ORDER_PATH}`]: () => ({
        body: anOrder({ invoice: { number: 'INV/2026-27/000001', issuedAt: '2026-03-02T04:30:00.000Z' } }),
      }),
      [`GET /api/invoices/${ORDER_ID}/pdf`]: () => ({
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
      }),
    });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Invoice number: INV/2026-27/000001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText('Could not download invoice.')).toBeInTheDocument();
  });
});
