import type { Service } from '@karigar/domain/service';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import type { RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aList, aQuotation, aService, customer, mockQuotationsApi } from '../testing/fixtures';

const denting = aService();
const polishing = aService({ _id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Premium Car Polishing', price: 3500 });

const roof = aService({ _id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', name: 'Roofing', unit: 'sqft', price: 450 });

function requestApi(
  onRequest?: (call: RecordedCall) => { status?: number; body?: unknown },
  services: Service[] = [denting, polishing],
) {
  signIn();
  return mockQuotationsApi({
    'GET /api/auth/me': () => ({ body: customer }),
    'GET /api/services': () => ({
      body: { services, total: services.length, page: 1, totalPages: 1 },
    }),
    'POST /api/quotations/request': (call) =>
      onRequest?.(call) ?? {
        status: 201,
        body: { message: 'Quotation requested successfully!', quotation: aQuotation() },
      },
    'GET /api/quotations/user': () => ({ body: aList([aQuotation()]) }),
  });
}

describe('quotation request form', () => {
  // The page's code loads lazily; load it once up front so the first test does not time out.
  beforeAll(() => import('./request-quotation-page'), 20_000);

  it("prefills the service's name from ?service=, sends the request and goes to /quotation-status", async () => {
    const { calls } = requestApi();
    const { user, router } = renderApp(`/quotation-form?service=${polishing._id}`);

    const service = await screen.findByRole('combobox', { name: 'Service' });
    expect(service).toHaveValue('Premium Car Polishing');
    const suggestions = document.getElementById(service.getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Car Denting and Painting',
      'Premium Car Polishing',
    ]);
    expect(screen.getByText('List price: ₹3,500 / panel + 18% GST')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Expected total price/), '3000');
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '2');
    await user.type(screen.getByLabelText('Details'), 'Full body polish');
    await user.type(screen.getByLabelText('Modifications'), 'Ceramic coat');
    await user.click(screen.getByRole('button', { name: 'Submit Quotation' }));

    expect(await screen.findByText('Quotation requested successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation-status'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      service: polishing._id,
      quotationPrice: 3000,
      quantity: 2,
      details: 'Full body polish',
      modification: 'Ceramic coat',
    });
  });

  it('says the expected price is the total for the quantity incl. GST, with the quantity in the service’s unit', async () => {
    requestApi(undefined, [roof]);
    const { user } = renderApp(`/quotation-form?service=${roof._id}`);
    const price = await screen.findByLabelText('Expected total price (₹, incl. GST)');
    expect(price).toHaveAccessibleDescription(
      'The total you expect to pay for 1 sq ft, including 18% GST; not the price of one sq ft.',
    );
    await user.clear(screen.getByLabelText('Quantity (sq ft)'));
    await user.type(screen.getByLabelText('Quantity (sq ft)'), '120');
    expect(price).toHaveAccessibleDescription(
      'The total you expect to pay for 120 sq ft, including 18% GST; not the price of one sq ft.',
    );
    expect(screen.getByText('List price: ₹450 / sq ft + 18% GST')).toBeInTheDocument();
  });

  it('leaves GST out of the expected price when the workshop is not GST-registered', async () => {
    requestApi(undefined, [{ ...roof, gstRate: null }]);
    renderApp(`/quotation-form?service=${roof._id}`);
    expect(await screen.findByLabelText('Expected total price (₹)')).toHaveAccessibleDescription(
      'The total you expect to pay for 1 sq ft, not the price of one sq ft.',
    );
    expect(screen.getByText('List price: ₹450 / sq ft')).toBeInTheDocument();
  });

  it('needs a service and an expected price, and sends quantity 1 by default', async () => {
    const { calls } = requestApi();
    const { user } = renderApp('/user/quotations/new');

    await user.click(await screen.findByRole('button', { name: 'Submit Quotation' }));
    expect(await screen.findByText('Service is required')).toBeInTheDocument();
    expect(screen.getByText('Expected price is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Service'), '  car denting AND painting ');
    expect(screen.getByText('List price: ₹12,000 / panel + 18% GST')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Expected total price/), '11000');
    await user.click(screen.getByRole('button', { name: 'Submit Quotation' }));
    await screen.findByText('Quotation requested successfully!');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      service: denting._id,
      quotationPrice: 11000,
      quantity: 1,
    });
  });

  it("says 'Service not found' for a name that is not in the catalogue, and sends nothing", async () => {
    const { calls } = requestApi();
    const { user } = renderApp('/user/quotations/new');
    await user.type(await screen.findByLabelText('Service'), 'Boat repair');
    await user.type(screen.getByLabelText(/^Expected total price/), '500');
    await user.click(screen.getByRole('button', { name: 'Submit Quotation' }));
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toHaveAccessibleDescription('Service not found');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('finds the service by its Marathi name', async () => {
    const { calls } = requestApi();
    const { user } = renderApp('/user/quotations/new');
    await user.type(await screen.findByLabelText('Service'), denting.nameMr);
    await user.type(screen.getByLabelText(/^Expected total price/), '9000');
    await user.click(screen.getByRole('button', { name: 'Submit Quotation' }));
    await screen.findByText('Quotation requested successfully!');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ service: denting._id });
  });

  it("shows the server's reason when the request fails", async () => {
    requestApi(() => ({ status: 404, body: { message: 'Service not found', code: 'SERVICE_NOT_FOUND' } }));
    const { user } = renderApp(`/quotation-form?service=${denting._id}`);
    await user.type(await screen.findByLabelText(/^Expected total price/), '100');
    await user.click(screen.getByRole('button', { name: 'Submit Quotation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service not found');
  });

  it('keeps what was typed when the page is left with Back and re-entered with Forward, until it is sent', async () => {
    requestApi();
    const { user, router } = renderApp('/user/dashboard');
    await router.navigate(`/quotation-form?service=${polishing._id}`);
    await user.type(await screen.findByLabelText(/^Expected total price/), '3100');
    await user.type(screen.getByLabelText('Details'), 'Red hatchback');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Expected total price/)).not.toBeInTheDocument();
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText(/^Expected total price/)).toHaveValue(3100));
    expect(screen.getByLabelText('Details')).toHaveValue('Red hatchback');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('Premium Car Polishing');

    await user.click(screen.getByRole('button', { name: 'Submit Quotation' }));
    expect(await screen.findByRole('heading', { name: 'My Quotations' })).toBeInTheDocument();
    await router.navigate(`/quotation-form?service=${polishing._id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Expected total price/)).toHaveValue(null));
    expect(screen.getByLabelText('Details')).toHaveValue('');
  });
});
