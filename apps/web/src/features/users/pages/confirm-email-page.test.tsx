import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('/confirm-email/:token', () => {
  it('confirms the new address once, without a token, and offers the login', async () => {
    const { calls } = mockApi({
      'POST /api/auth/confirm-email/abc_123': () => ({ body: { message: 'Your email address has been changed.' } }),
    });
    renderApp('/confirm-email/abc_123');
    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm your new email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    const confirms = calls.filter((call) => call.path === '/api/auth/confirm-email/abc_123');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says why a used or expired link failed and links a signed-in user to the profile', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'POST /api/auth/confirm-email/used': () => ({
        status: 400,
        body: { message: 'This email confirmation link is invalid or has expired.', code: 'EMAIL_CHANGE_LINK_INVALID' },
      }),
    });
    const { user } = renderApp('/confirm-email/used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email confirmation link is invalid or has expired.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to your profile' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Patil!' })).toBeInTheDocument();
  });

  it('reloads the signed-in user after the change, so the profile shows the new address', async () => {
    signIn();
    let email = 'asha@example.com';
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ email }) }),
      'POST /api/auth/confirm-email/fresh': () => {
        email = 'asha.new@example.com';
        return { body: { message: 'Your email address has been changed.' } };
      },
    });
    const { user } = renderApp('/confirm-email/fresh');
    await user.click(await screen.findByRole('link', { name: 'Go to your profile' }));
    expect(await screen.findByText('asha.new@example.com')).toBeInTheDocument();
  });

  it('shows the new address even when the first profile load was read before the change', async () => {
    signIn();
    let email = 'asha@example.com';
    let asked = () => {};
    const meAsked = new Promise<void>((resolve) => (asked = resolve));
    let askedAgain = () => {};
    const reread = new Promise<void>((resolve) => (askedAgain = resolve));
    let reads = 0;
    mockApi({
      'GET /api/auth/me': async () => {
        const read = email;
        reads += 1;
        if (reads === 1) {
          asked();
          // This answer, still carrying the old address, arrives only after the confirmed change
          // made the app ask again.
          await reread;
        } else askedAgain();
        return { body: aUser({ email: read }) };
      },
      'POST /api/auth/confirm-email/raced': async () => {
        await meAsked;
        email = 'asha.new@example.com';
        return { body: { message: 'Your email address has been changed.' } };
      },
    });
    const { user } = renderApp('/confirm-email/raced');
    await user.click(await screen.findByRole('link', { name: 'Go to your profile' }));
    expect(await screen.findByText('asha.new@example.com')).toBeInTheDocument();
  });
});
