import type { MessageEntry, MessageListAnswer } from '@karigar/domain/message-list';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const admin = aUser({ role: 'admin', name: 'Ravi Admin', email: 'admin@localhost' });
const orderId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const whatsApp: MessageEntry = {
  id: 'w1',
  channel: 'whatsapp',
  to: '+919822012345',
  event: 'ready-for-pickup',
  subject: null,
  language: 'mr',
  text: 'आशा, तुमची ऑर्डर #1A2B3C4D नेण्यासाठी तयार आहे.',
  status: 'failed',
  attempts: 1,
  lastError: 'The number cannot receive WhatsApp messages (WhatsApp error 131026)',
  errorCode: '131026',
  createdAt: '2026-11-22T04:34:00.000Z',
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  failedAt: '2026-11-22T04:34:02.000Z',
  orderId,
  orderRef: '#1A2B3C4D',
  customerName: 'Asha Patil',
};
const email: MessageEntry = {
  ...whatsApp,
  id: 'e1',
  channel: 'email',
  to: 'asha@example.com',
  event: null,
  subject: 'Your order #1A2B3C4D is now Confirmed',
  language: null,
  text: 'Hello Asha Patil,\n\nYour order #1A2B3C4D is now Confirmed.',
  status: 'sent',
  lastError: null,
  errorCode: null,
  sentAt: '2026-11-22T04:35:00.000Z',
  failedAt: null,
};

const answer = (messages: MessageEntry[], currentPage = 1, totalPages = 1): MessageListAnswer => ({
  messages,
  pagination: { currentPage, totalPages, total: messages.length * totalPages, limit: 20 },
});

function adminApi(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  return mockApi({ 'GET /api/auth/me': () => ({ body: admin }), ...routes });
}

const messageCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/messages')).map((c) => c.path);

describe('/admin/messages', () => {
  it('shows each message as the customer reads it: channel, status, text, language and why it failed', async () => {
    adminApi({ 'GET /api/messages?page=1&limit=20': () => ({ body: answer([whatsApp, email]) }) });
    renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('message');
    expect(within(first!).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(first!).getByText('Failed')).toBeInTheDocument();
    expect(within(first!).getByText('Ready for pickup')).toBeInTheDocument();
    expect(within(first!).getByText('Marathi')).toBeInTheDocument();
    expect(within(first!).getByText(whatsApp.text)).toHaveAttribute('lang', 'mr');
    expect(within(first!).getByText(/^Failed: The number cannot receive WhatsApp messages/)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: '#1A2B3C4D' })).toHaveAttribute('href', `/admin/orders/${orderId}`);
    expect(within(second!).getByText('Email')).toBeInTheDocument();
    expect(within(second!).getByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(within(second!).getAllByText(email.subject!).length).toBeGreaterThan(0);
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('asks for the chosen channel, status and page', async () => {
    const { calls } = adminApi({
      'GET /api/messages?page=1&limit=20': () => ({ body: answer([whatsApp], 1, 2) }),
      'GET /api/messages?page=1&limit=20&channel=whatsapp': () => ({ body: answer([whatsApp], 1, 2) }),
      'GET /api/messages?page=1&limit=20&channel=whatsapp&status=failed': () => ({ body: answer([whatsApp], 1, 2) }),
      'GET /api/messages?page=2&limit=20&channel=whatsapp&status=failed': () => ({ body: answer([whatsApp], 2, 2) }),
    });
    const { user } = renderApp('/admin/messages');
    await screen.findByText('Page 1 of 2');
    await user.selectOptions(screen.getByLabelText('Channel'), 'WhatsApp');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(messageCalls(calls)).toEqual([
      '/api/messages?page=1&limit=20',
      '/api/messages?page=1&limit=20&channel=whatsapp',
      '/api/messages?page=1&limit=20&channel=whatsapp&status=failed',
      '/api/messages?page=2&limit=20&channel=whatsapp&status=failed',
    ]);
  });

  it('says so when nothing matches, and when the list cannot load', async () => {
    let fail = false;
    adminApi({
      'GET /api/messages?page=1&limit=20': () => ({ body: answer([]) }),
      'GET /api/messages?page=1&limit=20&channel=email': () =>
        fail ? { status: 500, body: { code: 'INTERNAL' } } : { body: answer([]) },
    });
    const { user } = renderApp('/admin/messages');
    expect(await screen.findByText('No messages match.')).toBeInTheDocument();
    fail = true;
    await user.selectOptions(screen.getByLabelText('Channel'), 'Email');
    expect(await screen.findByText('Failed to load messages.')).toBeInTheDocument();
  });

  it('reads in Marathi', async () => {
    await i18n.changeLanguage('mr');
    adminApi({ 'GET /api/messages?page=1&limit=20': () => ({ body: answer([whatsApp]) }) });
    renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'संदेश' })).toBeInTheDocument();
    const [first] = await screen.findAllByTestId('message');
    expect(within(first!).getByText('अयशस्वी')).toBeInTheDocument();
    expect(within(first!).getByText('नेण्यासाठी तयार')).toBeInTheDocument();
    expect(
      within(first!).getByText('अयशस्वी: या क्रमांकावर WhatsApp संदेश पोहोचू शकत नाहीत (WhatsApp त्रुटी 131026)'),
    ).toBeInTheDocument();
  });

  it("says a failure with a code it does not know in WhatsApp's own words, and a STOP reply in the reader's language", async () => {
    const unknown = { ...whatsApp, id: 'w2', errorCode: '131999', lastError: 'Something new (WhatsApp error 131999)' };
    const stopped = { ...whatsApp, id: 'w3', errorCode: 'opted-out', lastError: 'The customer replied STOP' };
    adminApi({ 'GET /api/messages?page=1&limit=20': () => ({ body: answer([unknown, stopped]) }) });
    renderApp('/admin/messages');
    const [first, second] = await screen.findAllByTestId('message');
    expect(within(first!).getByText('Failed: Something new (WhatsApp error 131999)')).toBeInTheDocument();
    expect(
      within(second!).getByText('Failed: The customer replied STOP: no more WhatsApp messages'),
    ).toBeInTheDocument();
  });
});
