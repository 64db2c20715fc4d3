import type { PaymentReminder } from '@karigar/domain/payment-reminders';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const REMINDERS = `/api/orders/${ORDER_ID}/reminders`;
const first: PaymentReminder = {
  number: 1,
  sentAt: '2026-12-01T04:30:00.000Z',
  sentBy: null,
  channels: ['email', 'whatsapp'],
};

beforeAll(async () => {
  await import('../pages/order-detail-page');
});

function adminOrderApi(routes: Parameters<typeof mockApi>[0], order = anOrder()) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
    [`GET /api/orders/${ORDER_ID}`]: () => ({ body: order }),
    ...routes,
  });
}

const card = async () => (await screen.findByRole('heading', { name: 'Payment reminders' })).closest('section')!;

describe("an order's payment reminders", () => {
  it('lists the reminders sent and sends one now', async () => {
    let sent = [first];
    const { calls } = adminOrderApi({
      [`GET ${REMINDERS}`]: () => ({ body: { reminders: sent } }),
      [`POST /api/orders/${ORDER_ID}/remind`]: () => {
        const reminder: PaymentReminder = {
          number: 2,
          sentAt: '2026-12-08T04:30:00.000Z',
          sentBy: 'Ravi Admin',
          channels: ['email'],
        };
        sent = [...sent, reminder];
        return { status: 201, body: { reminder } };
      },
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    const section = await card();
    expect(await within(section).findByText(/Reminder 1: .*automatic \(email, WhatsApp\)/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send reminder' }));
    expect(await within(section).findByText(/Reminder 2: .*Ravi Admin \(email\)/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/remind'))).toHaveLength(1);
  });

  it('says why a reminder cannot go when the customer allows no channel', async () => {
    adminOrderApi({
      [`GET ${REMINDERS}`]: () => ({ body: { reminders: [] } }),
      [`POST /api/orders/${ORDER_ID}/remind`]: () => ({
        status: 409,
        body: { message: 'no channel', code: 'REMINDER_NO_CHANNEL' },
      }),
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    const section = await card();
    expect(within(section).getByText('No reminders sent yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText(/The customer allows no channel for a reminder/)).toBeInTheDocument();
  });

  it('makes a pay link to copy, shown once', async () => {
    adminOrderApi({
      [`GET ${REMINDERS}`]: () => ({ body: { reminders: [] } }),
      [`POST /api/orders/${ORDER_ID}/pay-link`]: () => ({
        status: 201,
        body: { url: 'http://karigar.test/pay/tok', expiresAt: '2027-01-01T00:00:00.000Z' },
      }),
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    const section = await card();
    await user.click(within(section).getByRole('button', { name: 'Make pay link' }));
    expect(await within(section).findByLabelText('Pay link')).toHaveValue('http://karigar.test/pay/tok');
  });

  it('offers neither button once the order is paid', async () => {
    adminOrderApi(
      { [`GET ${REMINDERS}`]: () => ({ body: { reminders: [first] } }) },
      anOrder({ paymentStatus: 'paid', amountDue: 0 }),
    );
    renderApp(`/admin/orders/${ORDER_ID}`);
    const section = await card();
    expect(await within(section).findByText(/Reminder 1:/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Make pay link' })).not.toBeInTheDocument();
  });
});
