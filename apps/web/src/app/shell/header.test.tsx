import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, signIn } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** The header, once the first page has loaded. */
async function header() {
  return within(await screen.findByRole('banner'));
}

describe('header', () => {
  it('offers a visitor the services and one login/request button to /login', async () => {
    mockApi({});
    const { user, router } = renderApp('/');
    const bar = await header();
    await screen.findByRole('heading', { level: 1 });
    expect(bar.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(bar.queryByRole('link', { name: 'Manual Order' })).not.toBeInTheDocument();
    expect(bar.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(bar.queryByRole('link', { name: 'My Quotations' })).not.toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Login / Request Quotation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('gives a customer the request-quotation button, logout, and a brand link to the dashboard', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }) });
    renderApp('/');
    const bar = await header();
    expect(await bar.findByRole('button', { name: 'Request Quotation' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Karigar' })).toHaveAttribute('href', '/user/dashboard');
    expect(bar.queryByRole('link', { name: 'Manual Order' })).not.toBeInTheDocument();
  });

  it('gives a customer My Orders and My Quotations in the bar and the mobile menu', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }) });
    renderApp('/');
    const bar = await header();
    const menu = within(screen.getByTestId('mobile-menu'));
    expect(await bar.findByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/user/my-orders');
    expect(bar.getByRole('link', { name: 'My Quotations' })).toHaveAttribute('href', '/user/quotations/user');
    expect(menu.getByRole('link', { name: 'My Orders', hidden: true })).toHaveAttribute('href', '/user/my-orders');
    expect(menu.getByRole('link', { name: 'My Quotations', hidden: true })).toHaveAttribute(
      'href',
      '/user/quotations/user',
    );
  });

  it('gives an admin Orders, the Manage menu, view-quotations button and a brand link to /admin', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }) });
    const { user, router } = renderApp('/');
    const bar = await header();
    await user.click(await bar.findByRole('button', { name: 'View Quotations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/quotations/'));
    expect(bar.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
    // On a wide screen the less frequent pages sit in one menu, so the bar does not wrap.
    expect(bar.queryByRole('link', { name: 'Manual Order' })).not.toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Manage' }));
    const manage = within(bar.getByRole('menu', { name: 'Manage' }));
    expect(manage.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Manual Order', '/admin/manual-order'],
      ['Manage Services', '/admin/services'],
      ['Users', '/admin/users'],
      ['Activity', '/admin/activities'],
      ['GST returns', '/admin/reports/gst'],
      ['Messages', '/admin/messages'],
      ['Money', '/admin/money'],
      ['My Profile', '/admin/profile'],
    ]);
    await user.click(manage.getByRole('menuitem', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(bar.queryByRole('menu')).not.toBeInTheDocument();
    // The phone's menu lists them all.
    const menu = within(screen.getByTestId('mobile-menu'));
    expect(menu.getByRole('link', { name: 'Orders', hidden: true })).toHaveAttribute('href', '/admin/orders');
    expect(menu.getByRole('link', { name: 'Manual Order', hidden: true })).toHaveAttribute(
      'href',
      '/admin/manual-order',
    );
    expect(bar.getByRole('link', { name: 'Karigar' })).toHaveAttribute('href', '/admin');
    expect(bar.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(bar.queryByRole('link', { name: 'My Quotations' })).not.toBeInTheDocument();
  });

  it('shows an admin the Contacts link with the number of new enquiries, in the bar and the menu', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/contact/stats': () => ({ body: { ok: true, data: { new: 3 } } }),
    });
    renderApp('/');
    const bar = await header();
    const link = await bar.findByRole('link', { name: /^Contacts\s*New enquiries: 3$/ });
    expect(link).toHaveAttribute('href', '/admin/contacts');
    expect(within(link).getByText('3')).toBeInTheDocument();
    const menu = within(screen.getByTestId('mobile-menu'));
    expect(menu.getByRole('link', { name: /^Contacts\s*New enquiries: 3$/, hidden: true })).toHaveAttribute(
      'href',
      '/admin/contacts',
    );
  });

  it('shows no badge when nothing is new, and a customer neither the link nor a count request', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }),
      'GET /api/contact/stats': () => ({ body: { ok: true, data: { new: 0 } } }),
    });
    const admin = renderApp('/');
    const bar = await header();
    expect(await bar.findByRole('link', { name: 'Contacts' })).toBeInTheDocument();
    admin.unmount();

    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }) });
    renderApp('/');
    const customerBar = await header();
    expect(await customerBar.findByRole('button', { name: 'Request Quotation' })).toBeInTheDocument();
    expect(customerBar.queryByRole('link', { name: /Contacts/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/contact'))).toBe(false);
  });

  it('logs out on the server, clears the session and goes to /login', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'POST /api/auth/logout': () => ({ body: { message: 'Logged out' } }),
    });
    const { user, router } = renderApp('/user/dashboard');
    const bar = await header();
    await user.click(await bar.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/api/auth/logout')?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(screen.queryByText('You need to log in first!')).not.toBeInTheDocument();
  });

  it('still logs out locally when the server call fails, with only a warning', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'POST /api/auth/logout': () => ({
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      }),
    });
    const { user, router } = renderApp('/');
    const bar = await header();
    await user.click(await bar.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('folds the links into a menu on small screens that a route change closes', async () => {
    mockApi({});
    const { user } = renderApp('/');
    const bar = await header();
    await screen.findByRole('heading', { level: 1 });
    const toggle = bar.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(bar.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('mobile-menu');
    await user.click(within(menu).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(screen.getByTestId('mobile-menu')).not.toBeVisible());
    expect(bar.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the current year in the footer', async () => {
    mockApi({});
    renderApp('/');
    expect(
      await screen.findByText(`© ${new Date().getFullYear()} Karigar Workshop. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
