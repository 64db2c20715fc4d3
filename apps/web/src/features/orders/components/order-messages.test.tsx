import type { MessageListAnswer } from '@karigar/domain/message-list';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const orderId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const admin = aUser({ role: 'admin', name: 'Ravi Admin' });
const messagesPath = `GET /api/messages?page=1&limit=20&orderId=${orderId}`;

/** The admin's page of the order, with its messages answered by `messages`. */
function openOrder(messages: MessageListAnswer) {
  signIn();
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    [`GET /api/orders/${orderId}`]: () => ({ body: anOrder({ _id: orderId }) }),
    [messagesPath]: () => ({ body: messages }),
  });
  renderApp(`/admin/orders/${orderId}`);
  return api;
}

// The page's code is loaded once up front, so the first test does not wait for it.
beforeAll(async () => {
  await import('../pages/order-detail-page');
});
const base = {
  to: '+919822012345',
  subject: null,
  language: 'en' as const,
  attempts: 1,
  createdAt: '2026-11-22T04:34:00.000Z',
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  failedAt: null,
  orderId,
  orderRef: '#1A2B3C4D',
  customerName: 'Asha Patil',
};
const answer: MessageListAnswer = {
  messages: [
    {
      ...base,
      id: 'w2',
      channel: 'whatsapp',
      event: 'payment-received',
      text: 'Asha, we received ₹1,392.40.',
      status: 'failed',
      lastError: 'The template does not exist in this language or is not approved (WhatsApp error 132001)',
      errorCode: '132001',
    },
    {
      ...base,
      id: 'w1',
      channel: 'whatsapp',
      event: 'order-placed',
      text: 'Asha, your order is placed.',
      status: 'read',
      lastError: null,
      errorCode: null,
    },
  ],
  pagination: { currentPage: 1, totalPages: 1, total: 2, limit: 20 },
};

describe("the admin order page's Messages", () => {
  it("lists the order's messages and marks the failed ones", async () => {
    const { calls } = openOrder(answer);
    expect(await screen.findByText('1 message about this order failed.')).toBeInTheDocument();
    const section = screen.getByRole('heading', { name: 'Messages', level: 2 }).parentElement as HTMLElement;
    const [failed, read] = within(section).getAllByTestId('message');
    expect(failed).toHaveAttribute('data-status', 'failed');
    expect(failed).toHaveTextContent('not approved (WhatsApp error 132001)');
    expect(read).toHaveTextContent('Read');
    expect(read).not.toHaveTextContent('#1A2B3C4D');
    expect(calls.map((c) => c.path)).toContain(`/api/messages?page=1&limit=20&orderId=${orderId}`);
  });

  it('says when the order has no messages yet', async () => {
    openOrder({ messages: [], pagination: { currentPage: 1, totalPages: 1, total: 0, limit: 20 } });
    expect(await screen.findByText('No messages about this order yet.')).toBeInTheDocument();
  });
});
