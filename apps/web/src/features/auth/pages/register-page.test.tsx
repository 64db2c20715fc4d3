import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Address'), '12 MG Road, Pune');
}

describe('register page', () => {
  it('registers, signs the customer in and lands on their dashboard', async () => {
    const { calls } = mockApi({
      'POST /api/auth/register': () => ({ status: 201, body: { accessToken: 'a', refreshToken: 'r', user: aUser() } }),
      'GET /api/auth/me': () => ({ body: aUser() }),
    });
    const { user, router } = renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(calls[0]?.body).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.com',
      password: 'long-enough',
      phone: '9876543210',
      address: '12 MG Road, Pune',
      language: 'en',
    });
    expect(await screen.findByText('Welcome to Karigar, Asha Patil! Your account is ready.')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('a');
  });

  it("shows the server's field errors beside the fields", async () => {
    mockApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: {
          message: 'Email already registered',
          code: 'EMAIL_TAKEN',
          fields: { email: 'Email already registered' },
          fieldCodes: { email: 'EMAIL_TAKEN' },
        },
      }),
    });
    const { user } = renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email already registered');
  });

  it('checks the fields before sending', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(calls).toHaveLength(0);
  });

  it('refuses a password that is the own name or only spaces before sending', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Name'), 'Asha Patil');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Asha Patil');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /A password cannot be the name on the account/,
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '          ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('A password cannot be only spaces')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
