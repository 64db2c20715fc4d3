import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';

function showOrder(who: ReturnType<typeof aUser>, advanceDue: number) {
  signIn();
  mockApi({
    'GET /api/auth/me': () => ({ body: who }),
    [`GET /api/orders/${ORDER_ID}`]: () => ({ body: anOrder({ advance: 1180, advanceDue }) }),
    [`GET /api/orders/${ORDER_ID}/documents`]: () => ({ body: { documents: [] } }),
  });
}

describe('an order with an advance due', () => {
  it('offers the customer the advance or the whole balance', async () => {
    showOrder(aUser(), 1180);
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Advance due: ₹1,180.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay advance ₹1,180.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay in full ₹2,360.00' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    await i18n.changeLanguage('mr');
    expect(await screen.findByRole('button', { name: 'आगाऊ रक्कम ₹1,180.00 भरा' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('offers Pay Now once the advance is paid', async () => {
    showOrder(aUser(), 0);
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(screen.queryByText(/Advance due/)).not.toBeInTheDocument();
  });
});
