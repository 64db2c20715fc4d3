import type { Service } from '@karigar/domain/service';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
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
      phone: '+919876543210',
      address: '12 MG Road, Pune',
      language: 'en',
      whatsApp: false,
    });
    expect(await screen.findByText('Welcome to Karigar, Asha Patil! Your account is ready.')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('a');
  });

  it('sends WhatsApp consent only when the box is ticked, and asks for a phone with it', async () => {
    const { calls } = mockApi({
      'POST /api/auth/register': () => ({ status: 201, body: { accessToken: 'a', refreshToken: 'r', user: aUser() } }),
      'GET /api/auth/me': () => ({ body: aUser() }),
    });
    const { user, router } = renderApp('/register');
    await fillForm(user);
    const box = screen.getByRole('checkbox', { name: 'Send me updates on WhatsApp' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Add a valid mobile number to get updates on WhatsApp')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Phone'), '098220-12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(calls[0]?.body).toMatchObject({ phone: '+919822012345', whatsApp: true });
  });

  it.each([
    ['en', 'Register', 'Create an account to carry on: you will come straight back to where you were.'],
    ['mr', 'नोंदणी करा', 'पुढे जाण्यासाठी खाते तयार करा: त्यानंतर तुम्ही थेट जिथे होता तिथे परत याल.'],
  ] as const)(
    '(%s) returns a visitor who registers from the login page to the quotation form with their service chosen',
    async (language, registerLink, intro) => {
      await i18n.changeLanguage(language);
      const polishing: Service = {
        _id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        name: 'Premium Car Polishing',
        nameMr: 'प्रीमियम कार पॉलिशिंग',
        description: 'Machine polish and wax.',
        descriptionMr: '',
        price: 3500,
        sacCode: '998714',
        unit: 'job',
        advancePercentage: null,
        gstRate: 18,
        image: null,
        archived: false,
        createdAt: '2026-01-15T10:00:00.000Z',
        updatedAt: '2026-01-15T10:00:00.000Z',
      };
      mockApi({
        'POST /api/auth/register': () => ({
          status: 201,
          body: { accessToken: 'a', refreshToken: 'r', user: aUser({ language }) },
        }),
        'GET /api/auth/me': () => ({ body: aUser({ language }) }),
        'GET /api/services': () => ({ body: { services: [polishing], total: 1, page: 1, totalPages: 1 } }),
      });
      const { user, router } = renderApp(`/quotation-form?service=${polishing._id}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await user.click(await screen.findByRole('link', { name: registerLink }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
      expect(await screen.findByText(intro)).toBeInTheDocument();
      await user.type(await screen.findByRole('textbox', { name: language === 'en' ? 'Name' : 'नाव' }), 'Asha Patil');
      await user.type(screen.getByRole('textbox', { name: language === 'en' ? 'Email' : 'ईमेल' }), 'asha@example.com');
      await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'पासवर्ड'), 'long-enough');
      await user.click(screen.getByRole('button', { name: registerLink }));
      await waitFor(() => expect(router.state.location.search).toBe(`?service=${polishing._id}`));
      expect(router.state.location.pathname).toBe('/quotation-form');
      const service = await screen.findByRole('combobox', { name: i18n.t('quotations.request.service') });
      expect(service).toHaveValue(language === 'en' ? polishing.name : polishing.nameMr);
    },
  );

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
