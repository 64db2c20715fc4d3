import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { mockApi, pending } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aService, aServiceList, roofing } from '../test-fixtures';

const car = aService();
const firstPage = '/api/services?page=1&limit=12';

describe('service catalogue', () => {
  it('shows each service as a card with its picture, name and price, linking to its page', async () => {
    mockApi({ [`GET ${firstPage}`]: () => ({ body: aServiceList([car, roofing]) }) });
    renderApp('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Our Services' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const [first, second] = cards.map((card) => within(card));
    expect(first?.getByRole('link', { name: 'Car Denting and Painting' })).toHaveAttribute(
      'href',
      `/services/${car._id}`,
    );
    expect(first?.getByRole('img', { name: 'Car Denting and Painting' })).toHaveAttribute(
      'src',
      '/uploads/services/car.webp',
    );
    expect(first?.getByText('₹12,000 / panel + 18% GST')).toBeInTheDocument();
    // No image, or a broken one: the default service image.
    const roofImage = second?.getByRole('img', { name: 'Fiberglass Roofing' });
    expect(roofImage).toHaveAttribute('src', '/images/default-service.svg');
    const carImage = first?.getByRole('img', { name: 'Car Denting and Painting' });
    carImage?.dispatchEvent(new Event('error'));
    expect(carImage?.getAttribute('src')).toBe('/images/default-service.svg');
  });

  it("loads the first card's picture at once and leaves the others until they scroll near", async () => {
    mockApi({ [`GET ${firstPage}`]: () => ({ body: aServiceList([car, roofing]) }) });
    renderApp('/services');
    const list = await screen.findByRole('list', { name: 'Our Services' });
    const [first, second] = within(list).getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('shows Marathi names in Marathi, and the English name when there is no Marathi one', async () => {
    await i18n.changeLanguage('mr');
    mockApi({ [`GET ${firstPage}`]: () => ({ body: aServiceList([car, roofing]) }) });
    renderApp('/services');
    expect(await screen.findByRole('link', { name: 'कार डेंटिंग आणि पेंटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fiberglass Roofing' })).toBeInTheDocument();
    expect(screen.getByText('डेंट काढून पॅनल पुन्हा रंगवले जातात.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'आमच्या सेवा' })).toBeInTheDocument();
  });

  it('searches on the server once typing has paused for 500 ms', async () => {
    const { calls } = mockApi({
      [`GET ${firstPage}`]: () => ({ body: aServiceList([car, roofing]) }),
      [`GET ${firstPage}&search=roof`]: () => ({ body: aServiceList([roofing]) }),
    });
    const { user } = renderApp('/services');
    await screen.findByRole('link', { name: 'Car Denting and Painting' });

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'roof');
    const searches = () => calls.filter((call) => call.path.includes('search='));
    expect(searches()).toHaveLength(0);

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Car Denting and Painting' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Fiberglass Roofing' })).toBeInTheDocument();
    expect(searches().map((call) => call.path)).toEqual([`${firstPage}&search=roof`]);
  });

  it('says so when nothing matches', async () => {
    mockApi({
      [`GET ${firstPage}`]: () => ({ body: aServiceList([car]) }),
      [`GET ${firstPage}&search=boat`]: () => ({ body: aServiceList([]) }),
    });
    const { user } = renderApp('/services');
    await screen.findByRole('link', { name: 'Car Denting and Painting' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'boat');
    expect(await screen.findByText('No services found.')).toBeInTheDocument();
  });

  it('shows loading, then "Failed to fetch services" with a retry', async () => {
    let fail = true;
    mockApi({
      [`GET ${firstPage}`]: () =>
        fail
          ? { status: 400, body: { message: 'Invalid input', code: 'VALIDATION_FAILED' } }
          : { body: aServiceList([car]) },
    });
    const { user } = renderApp('/services');
    expect(await screen.findByText('Loading services...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch services')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Car Denting and Painting' })).toBeInTheDocument();
  });

  it('pages through a long catalogue', async () => {
    mockApi({
      [`GET ${firstPage}`]: () => ({ body: aServiceList([car], 1, 2) }),
      'GET /api/services?page=2&limit=12': () => ({ body: aServiceList([roofing], 2, 2) }),
    });
    const { user } = renderApp('/services');
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Fiberglass Roofing' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('keeps the loading state while the first answer is on its way', async () => {
    mockApi({ [`GET ${firstPage}`]: () => pending() });
    renderApp('/services');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading services...');
  });
});
