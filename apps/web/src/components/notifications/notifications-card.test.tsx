import type { NotificationSettings } from '@karigar/domain/notification-settings';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { aUser, signIn } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { noWhatsApp } from './test-settings';

const off = noWhatsApp;

function profile(settings: NotificationSettings) {
  signIn();
  let stored = settings;
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ phone: settings.phone }) }),
    'GET /api/users/me/notifications': () => ({ body: stored }),
    'PUT /api/users/me/notifications': ({ body }) => {
      const change = body as { whatsApp?: boolean; emailUpdates?: boolean };
      stored = {
        ...stored,
        ...(change.emailUpdates !== undefined && { emailUpdates: change.emailUpdates }),
        ...(change.whatsApp === true && { whatsApp: true, whatsAppConsentAt: '2026-12-07T03:00:00.000Z' }),
        ...(change.whatsApp === false && { whatsApp: false, whatsAppOptedOutAt: '2026-12-07T04:00:00.000Z' }),
      };
      return { body: stored };
    },
  });
  return { api, ...renderApp('/user/dashboard') };
}

describe('the profile’s Notifications', () => {
  it('turns WhatsApp on with the phone shown, then shows since when, and off again', async () => {
    const { api, user } = profile(off);
    const whatsApp = await screen.findByRole('checkbox', { name: 'Updates on WhatsApp' });
    expect(whatsApp).not.toBeChecked();
    expect(screen.getByText(/at \+91 98220 12345/)).toBeInTheDocument();
    await user.click(whatsApp);
    expect(
      await screen.findByText(`WhatsApp on since ${formatDateTime('2026-12-07T03:00:00.000Z', 'en')}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Updates on WhatsApp' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Updates on WhatsApp' }));
    expect(
      await screen.findByText(`WhatsApp updates stopped on ${formatDateTime('2026-12-07T04:00:00.000Z', 'en')}.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Email updates' }));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { whatsApp: true },
      { whatsApp: false },
      { emailUpdates: false },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Email updates' })).not.toBeChecked();
  });

  it('shows a switch on from the click, while its change is saved', async () => {
    profile(off);
    const whatsApp = await screen.findByRole('checkbox', { name: 'Updates on WhatsApp' });
    fireEvent.click(whatsApp);
    expect(whatsApp).toBeChecked();
    expect(whatsApp).toBeDisabled();
    expect(await screen.findByText(/^WhatsApp on since /)).toBeInTheDocument();
    expect(whatsApp).toBeChecked();
    expect(whatsApp).toBeEnabled();
  });

  it('asks for a mobile number before WhatsApp can be turned on', async () => {
    profile({ ...off, phone: null });
    const whatsApp = await screen.findByRole('checkbox', { name: 'Updates on WhatsApp' });
    expect(whatsApp).toBeDisabled();
    expect(screen.getByText('Add your mobile number to your profile to get updates on WhatsApp.')).toBeInTheDocument();
  });
});
