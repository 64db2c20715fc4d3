import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('language picker', () => {
  it('switches to Marathi, remembers it, closes and confirms with a toast', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'EN — Choose language' }));
    const menu = screen.getByRole('menu', { name: 'Choose language' });
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Marathi (मराठी)' }));

    expect(await screen.findByText('भाषा मराठी केली')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(screen.getByRole('link', { name: 'सेवा' })).toBeInTheDocument();
  });

  it('names each language in the current one, with its own name marked in its language', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'EN — Choose language' }));
    expect(screen.getByText('मराठी')).toHaveAttribute('lang', 'mr');
    await user.click(screen.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }));
    await screen.findByText('भाषा मराठी केली');

    await user.click(screen.getByRole('button', { name: 'MR — भाषा निवडा' }));
    const menu = screen.getByRole('menu', { name: 'भाषा निवडा' });
    expect(within(menu).getByRole('menuitemradio', { name: 'मराठी' })).toHaveAttribute('aria-checked', 'true');
    const english = within(menu).getByRole('menuitemradio', { name: 'इंग्रजी (English)' });
    expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
  });

  it("saves a signed-in user's choice on the server", async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'PUT /api/users/me/language': () => ({ status: 204 }),
    });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'EN — Choose language' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/api/users/me/language', body: { language: 'mr' } }),
      ]),
    );
  });

  it('sends nothing to the server for a visitor', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'EN — Choose language' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Marathi (मराठी)' }));
    expect(await screen.findByText('भाषा मराठी केली')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('works from the keyboard and closes on Escape', async () => {
    mockApi({});
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'EN — Choose language' });

    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Marathi (मराठी)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(localStorage.getItem('i18nextLng')).not.toBe('mr');
  });
});
