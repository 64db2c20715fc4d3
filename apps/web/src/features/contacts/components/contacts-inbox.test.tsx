import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aContact, admin, contactList } from '../test-support';

const FIRST_PAGE = 'GET /api/contact?page=1&limit=10';
const stats = (count: number) => () => ({ body: { ok: true, data: { new: count } } });

beforeAll(async () => {
  await import('../pages/admin-contacts-page');
});

describe('contact inbox', () => {
  it('lists the enquiries with the unread ones marked, filters by status and searches', async () => {
    signIn();
    const ravi = aContact();
    const neha = aContact({ _id: 'b2', name: 'Neha Joshi', email: 'neha@example.com', status: 'replied' });
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/contact/stats': stats(1),
      [FIRST_PAGE]: () => ({ body: contactList([ravi, neha], { total: 12 }) }),
      'GET /api/contact?page=1&limit=10&status=replied': () => ({ body: contactList([neha]) }),
      'GET /api/contact?page=1&limit=10&status=replied&search=neha': () => ({ body: contactList([neha]) }),
    });
    const { user } = renderApp('/admin/contacts');

    expect(await screen.findByRole('heading', { name: 'Contact enquiries' })).toBeInTheDocument();
    expect(await screen.findByText('Total enquiries: 12')).toBeInTheDocument();
    const raviRow = screen.getByRole('button', { name: 'Open the enquiry from Ravi Kale' });
    expect(raviRow.closest('li')).toHaveAttribute('data-unread', 'true');
    expect(within(raviRow.closest('li')!).getByText('Unread')).toBeInTheDocument();
    expect(within(raviRow.closest('li')!).getByText('New')).toBeInTheDocument();
    const nehaRow = screen.getByRole('button', { name: 'Open the enquiry from Neha Joshi' });
    expect(nehaRow.closest('li')).not.toHaveAttribute('data-unread');
    expect(within(nehaRow.closest('li')!).getByText('Replied')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 enquiries')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'replied');
    expect(await screen.findByText('Total enquiries: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the enquiry from Ravi Kale' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'neha');
    const listCalls = () => calls.filter((call) => call.path.startsWith('/api/contact?')).map((call) => call.path);
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/contact?page=1&limit=10&status=replied&search=neha'));
    // One request for the typed word, not one per key.
    expect(listCalls().filter((path) => path.includes('search='))).toHaveLength(1);
  });

  it('says so when there is no enquiry', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/contact/stats': stats(0),
      [FIRST_PAGE]: () => ({ body: contactList([]) }),
    });
    renderApp('/admin/contacts');
    expect(await screen.findByText('No enquiries found.')).toBeInTheDocument();
  });

  it('shows the server error when the list fails', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/contact/stats': stats(0),
      [FIRST_PAGE]: () => ({
        status: 500,
        body: { ok: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
      }),
    });
    renderApp('/admin/contacts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });
});
