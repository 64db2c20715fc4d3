import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { fakeXhr } from '../../../test/fake-xhr';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aService, aServiceList } from '../test-fixtures';

const car = aService();

function adminApi() {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
    'GET /api/services/stats/overview': () => ({ body: { totalServices: 1, topServices: [] } }),
    'GET /api/services?page=1&limit=10': () => ({ body: aServiceList([car]) }),
    [`GET /api/services/${car._id}`]: () => ({ body: car }),
  });
}

function sentForm(body: unknown): Record<string, FormDataEntryValue> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview'); // jsdom has no object URLs
  URL.revokeObjectURL = vi.fn();
});

describe('add service form', () => {
  it('checks the fields before sending anything', async () => {
    adminApi();
    const { requests } = fakeXhr();
    const { user } = renderApp('/admin/services/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Service' })).toBeInTheDocument();
    expect(screen.getByLabelText('SAC Code')).toHaveValue('998714');
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');

    await user.clear(screen.getByLabelText('SAC Code'));
    await user.type(screen.getByLabelText('SAC Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('SAC code must be 6 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Price (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Price must be greater than 0')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses an image over 5 MB before uploading it', async () => {
    adminApi();
    const { requests } = fakeXhr();
    const { user } = renderApp('/admin/services/new');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('Image'), big);
    expect(screen.getByText('Images may be at most 5 MB.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Boat Repair');
    await user.type(screen.getByLabelText('Price (₹)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(requests).toHaveLength(0);
  });

  it('sends the service as multipart with its image and unit, showing the upload progress', async () => {
    adminApi();
    const { requests } = fakeXhr();
    const { user, router } = renderApp('/admin/services/new');
    await user.type(await screen.findByLabelText('Name'), 'Boat Repair');
    await user.type(screen.getByLabelText('Marathi Name'), 'बोट दुरुस्ती');
    await user.type(screen.getByLabelText('Description'), 'Hulls patched with fiberglass.');
    await user.type(screen.getByLabelText('Price (₹)'), '2500.5');
    expect(screen.getByRole('combobox', { name: 'Price per' })).toHaveValue('job');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price per' }), 'sq ft');
    const image = new File(['png'], 'boat.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), image);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request?.sent.method).toBe('POST');
    expect(request?.sent.url).toBe('/api/services');
    expect(request?.sent.headers.authorization).toBe('Bearer access-1');
    expect(sentForm(request?.sent.body)).toEqual({
      name: 'Boat Repair',
      nameMr: 'बोट दुरुस्ती',
      description: 'Hulls patched with fiberglass.',
      descriptionMr: '',
      price: '2500.5',
      unit: 'sqft',
      sacCode: '998714',
      // Left blank: no default advance.
      advancePercentage: '0',
      image,
    });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    request?.progress(40, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading... 40%')).toBeInTheDocument();

    request?.respond(201, {
      message: 'Service created successfully',
      service: aService({ _id: 'new-id', name: 'Boat Repair' }),
    });
    expect(await screen.findByText('Service created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/services'));
  });

  it("shows the server's field messages and 'Failed to create service'", async () => {
    adminApi();
    const { requests } = fakeXhr();
    const { user } = renderApp('/admin/services/new');
    await user.type(await screen.findByLabelText('Name'), 'Boat Repair');
    await user.type(screen.getByLabelText('Price (₹)'), '100');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.respond(400, {
      message: 'Invalid input: sacCode',
      code: 'VALIDATION_FAILED',
      fields: { sacCode: 'SAC code must be 6 digits' },
      fieldCodes: { sacCode: 'SAC_CODE_INVALID' },
    });
    expect(await screen.findByText('Failed to create service')).toBeInTheDocument();
    expect(screen.getByText('SAC code must be 6 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('SAC Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why the server refused the image', async () => {
    adminApi();
    const { requests } = fakeXhr();
    const { user } = renderApp('/admin/services/new');
    await user.type(await screen.findByLabelText('Name'), 'Boat Repair');
    await user.type(screen.getByLabelText('Price (₹)'), '100');
    await user.upload(screen.getByLabelText('Image'), new File(['not really'], 'x.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.respond(415, {
      message: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
      code: 'IMAGE_INVALID',
    });
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('edit service form', () => {
  it('starts from the service and saves the changes with PUT', async () => {
    adminApi();
    const { requests } = fakeXhr();
    const { user, router } = renderApp(`/admin/services/edit/${car._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Service' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Car Denting and Painting');
    expect(screen.getByLabelText('Marathi Name')).toHaveValue('कार डेंटिंग आणि पेंटिंग');
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(12000);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/services/car.webp');

    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '13000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.sent.method).toBe('PUT');
    expect(requests[0]?.sent.url).toBe(`/api/services/${car._id}`);
    const form = sentForm(requests[0]?.sent.body);
    expect(form.price).toBe('13000');
    expect(form.image).toBeUndefined();

    requests[0]?.respond(200, { message: 'Service updated successfully', service: { ...car, price: 13000 } });
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/services'));
  });

  it('keeps the typed changes across Back and Forward, and Cancel drops them', async () => {
    adminApi();
    fakeXhr();
    const { user, router } = renderApp('/admin/services');
    await router.navigate(`/admin/services/edit/${car._id}`);
    const price = await screen.findByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '13500');
    await user.type(screen.getByLabelText('Name'), ' XL');

    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument());
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('Price (₹)')).toHaveValue(13500));
    expect(screen.getByLabelText('Name')).toHaveValue('Car Denting and Painting XL');

    await router.navigate('/admin/services/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(null);

    await router.navigate(`/admin/services/edit/${car._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Service' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Edit Service' })).toBeNull());
    await router.navigate(`/admin/services/edit/${car._id}`);
    await waitFor(() => expect(screen.getByLabelText('Price (₹)')).toHaveValue(12000));
  });

  it("says 'Failed to update service' when saving fails", async () => {
    adminApi();
    const { requests } = fakeXhr();
    const { user } = renderApp(`/admin/services/edit/${car._id}`);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.respond(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(await screen.findByText('Failed to update service')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });

  it("says 'Service not found' for an unknown service", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/services/nope': () => ({
        status: 404,
        body: { message: 'Service not found', code: 'SERVICE_NOT_FOUND' },
      }),
    });
    renderApp('/admin/services/edit/nope');
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/admin/services');
  });
});
