import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aService } from '../test-fixtures';

const car = aService();
const SERVICE_PATH = `/api/services/${car._id}`;
const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';

type Reply = ReturnType<Parameters<typeof mockApi>[0][string]>;

/** The service detail page for a signed-in customer (or admin), with the service request behind it. */
function customerApi(
  request: (call: RecordedCall) => Reply,
  role: 'user' | 'admin' = 'user',
  gstin: string | null = null,
) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role, gstin }) }),
    [`GET ${SERVICE_PATH}`]: () => ({ body: car }),
    'POST /api/orders/request-service': request,
  });
}

const created = { status: 201, body: { message: 'Service requested successfully', order: { _id: ORDER_ID } } };

// The dialog's code is loaded once up front, so the first test does not wait for it.
beforeAll(async () => {
  await import('../pages/service-detail-page');
  await import('./book-service-dialog');
});

describe('Book at listed price', () => {
  it('names the total incl. GST for the quantity, as the order will be priced', async () => {
    customerApi(() => created);
    const { user } = renderApp(`/services/${car._id}`);
    await user.click(await screen.findByRole('button', { name: 'Book at listed price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book at listed price' });
    expect(dialog).toHaveTextContent('1 × ₹12,000.00: total ₹14,160.00 (incl. GST)');

    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity (panel)' });
    await user.clear(quantity);
    expect(dialog).not.toHaveTextContent('total ₹');
    await user.type(quantity, '3');
    expect(dialog).toHaveTextContent('3 × ₹12,000.00: total ₹42,480.00 (incl. GST)');
  });

  it("books the service for a customer: quantity and details, busy while sending, then the new order's page", async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const { calls } = customerApi(() => new Promise<never>((resolve) => (answer = resolve as never)));
    const { user, router } = renderApp(`/services/${car._id}`);
    await user.click(await screen.findByRole('button', { name: 'Book at listed price' }));

    const dialog = await screen.findByRole('dialog', { name: 'Book at listed price' });
    expect(dialog).toHaveTextContent('Car Denting and Painting at ₹12,000 / panel + 18% GST.');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity (panel)' });
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Rear bumper too');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));

    const busy = await within(dialog).findByRole('button', { name: 'Booking...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/api/orders/request-service');
    expect(sent?.body).toEqual({ serviceId: car._id, quantity: 3, details: 'Rear bumper too' });
    expect(sent?.headers.get('Authorization')).toBe('Bearer access-1');

    answer(created);
    expect(await screen.findByText('Service requested successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/orders/${ORDER_ID}`));
  });

  it("shows the server's reason, or 'Failed to submit request', and keeps the form", async () => {
    let reply: Reply = { status: 404, body: { message: 'Service not found', code: 'SERVICE_NOT_FOUND' } };
    customerApi(() => reply);
    const { user, router } = renderApp(`/services/${car._id}`);
    await user.click(await screen.findByRole('button', { name: 'Book at listed price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book at listed price' });
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service not found');

    reply = { status: 500, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(await within(dialog).findByText('Failed to submit request')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book now' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/services/${car._id}`);
  });

  it('checks the quantity before sending, and closes with Cancel', async () => {
    const { calls } = customerApi(() => created);
    const { user, router } = renderApp(`/services/${car._id}`);
    await user.click(await screen.findByRole('button', { name: 'Book at listed price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book at listed price' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity (panel)' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(await within(dialog).findByText('Invalid quantity (must be a positive integer)')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sends a visitor to log in, then back to the service with the booking form open', async () => {
    mockApi({
      [`GET ${SERVICE_PATH}`]: () => ({ body: car }),
      'POST /api/auth/login': () => ({ body: { accessToken: 'a1', refreshToken: 'r1', user: aUser() } }),
      'GET /api/auth/me': () => ({ body: aUser() }),
    });
    const { user, router } = renderApp(`/services/${car._id}`);
    await user.click(await screen.findByRole('button', { name: 'Book at listed price' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/services/${car._id}`));
    expect(await screen.findByRole('dialog', { name: 'Book at listed price' })).toBeInTheDocument();
  });

  it('is not offered to admins, even at the booking address', async () => {
    customerApi(() => created, 'admin');
    renderApp(`/services/${car._id}?book=1`);
    expect(await screen.findByRole('link', { name: 'Edit Service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book at listed price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers the profile's GSTIN for the job, and sends a GSTIN cleared or changed for it", async () => {
    const { calls } = customerApi(() => created, 'user', '29AAGCB7383J1Z4');
    const { user } = renderApp(`/services/${car._id}`);
    await user.click(await screen.findByRole('button', { name: 'Book at listed price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book at listed price' });
    const gstin = within(dialog).getByRole('textbox', { name: 'GSTIN to invoice (optional)' });
    expect(gstin).toHaveValue('29AAGCB7383J1Z4');
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZW');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(
      await within(dialog).findByText('This GSTIN is mistyped: its last character does not match'),
    ).toBeInTheDocument();
    await user.clear(gstin);
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ gstin: '' }));
  });
});
