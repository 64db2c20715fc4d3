import type { NotificationSettings } from '@karigar/domain/notification-settings';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { formatDateTime } from '../../../lib/format';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { noWhatsApp } from '../../../components/notifications/test-settings';
import { admin, loadUsersPages } from '../test-support';

loadUsersPages();

const asha = aUser({ _id: 'b0000000-0000-4000-8000-000000000000', phone: '+919822012345' });
const none: NotificationSettings = { ...noWhatsApp, whatsAppOptedOutAt: '2026-11-20T04:30:00.000Z' };
const spoken: NotificationSettings = {
  ...none,
  whatsApp: true,
  whatsAppConsentAt: '2026-12-01T05:00:00.000Z',
  whatsAppConsentSource: 'spoken',
  whatsAppConsentBy: { _id: admin._id, name: 'Workshop Admin' },
};

function open(settings: NotificationSettings) {
  signIn();
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    [`GET /api/users/${asha._id}`]: () => ({ body: asha }),
    [`GET /api/users/${asha._id}/records`]: () => ({
      body: { orders: [], totalOrders: 0, quotations: [], totalQuotations: 0 },
    }),
    [`GET /api/users/${asha._id}/notifications`]: () => ({ body: settings }),
    [`PUT /api/users/${asha._id}/notifications`]: ({ body }) => ({
      body: (body as { whatsApp: boolean }).whatsApp
        ? spoken
        : { ...none, whatsAppConsentAt: spoken.whatsAppConsentAt },
    }),
  });
  return { api, ...renderApp(`/admin/users/${asha._id}`) };
}

describe("the customer's WhatsApp consent on their page", () => {
  it('records spoken consent, then shows who recorded it and when', async () => {
    const { api, user } = open(none);
    expect(await screen.findByText('No consent: the customer gets no WhatsApp messages.')).toBeInTheDocument();
    expect(screen.getByText(`Opted out on ${formatDateTime(none.whatsAppOptedOutAt, 'en')}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record spoken consent' }));
    expect(
      await screen.findByText(`Consent given on ${formatDateTime(spoken.whatsAppConsentAt, 'en')}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Spoken consent recorded by Workshop Admin.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ whatsApp: true });
    expect(screen.getByRole('button', { name: 'Record opt-out' })).toBeInTheDocument();
  });

  it('records an opt-out, in Marathi with a 24-hour clock', async () => {
    await i18n.changeLanguage('mr');
    const { api, user } = open(spoken);
    expect(await screen.findByText('तोंडी संमती Workshop Admin यांनी नोंदवली.')).toBeInTheDocument();
    const marathiTime = formatDateTime(spoken.whatsAppConsentAt, 'mr') ?? '';
    expect(marathiTime).not.toMatch(/am|pm/i);
    expect(screen.getByText(`${marathiTime} रोजी संमती दिली`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अपडेट्स बंद केल्याचे नोंदवा' }));
    expect(await screen.findByRole('button', { name: 'तोंडी संमती नोंदवा' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ whatsApp: false });
    await i18n.changeLanguage('en');
  });
});
