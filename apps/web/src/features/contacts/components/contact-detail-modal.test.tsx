import type { Contact } from '@karigar/domain/contact';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aContact, admin, contactList } from '../test-support';

const ID = '5e1c2d3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';
const FIRST_PAGE = 'GET /api/contact?page=1&limit=10';

beforeAll(async () => {
  await import('../pages/admin-contacts-page');
});

/** An inbox holding one enquiry that the handlers change as the server would. */
function inboxWith(initial: Contact, extra: Parameters<typeof mockApi>[0] = {}) {
  let contact: Contact | null = initial;
  const mock = mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    'GET /api/contact/stats': () => ({ body: { ok: true, data: { new: contact?.status === 'new' ? 1 : 0 } } }),
    [FIRST_PAGE]: () => ({ body: contactList(contact ? [contact] : []) }),
    [`PATCH /api/contact/${ID}`]: (call) => {
      contact = { ...contact!, status: (call.body as { status: Contact['status'] }).status };
      return { body: { ok: true, data: contact, message: 'Contact status updated' } };
    },
    [`DELETE /api/contact/${ID}`]: () => {
      contact = null;
      return { body: { ok: true, data: { _id: ID }, message: 'Contact deleted' } };
    },
    ...extra,
  });
  return { ...mock, current: () => contact };
}

async function openRavi() {
  const view = renderApp('/admin/contacts');
  await view.user.click(await screen.findByRole('button', { name: 'Open the enquiry from Ravi Kale' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Enquiry from Ravi Kale' }) };
}

describe('contact detail modal', () => {
  it('shows the enquiry, marks a new one read on opening, and offers a reply by email', async () => {
    signIn();
    const { calls } = inboxWith(aContact());
    const { dialog } = await openRavi();
    expect(dialog).toHaveTextContent('ravi@example.com');
    expect(dialog).toHaveTextContent('+91 98220 12345');
    expect(within(dialog).getByText(/Do you repaint car doors\?/)).toHaveTextContent(
      'Do you repaint car doors? A blue Swift.',
    );
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('read'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'read' });
    const reply = within(dialog).getByRole('link', { name: 'Reply by email' });
    expect(reply).toHaveAttribute('href', 'mailto:ravi@example.com?subject=Re%3A%20your%20enquiry%20to%20Karigar');
  });

  it('offers Call and WhatsApp beside the reply by email, in Marathi too', async () => {
    signIn();
    inboxWith(aContact({ status: 'read' }));
    const { dialog } = await openRavi();
    expect(within(dialog).getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
    expect(within(dialog).getByRole('link', { name: 'Call +91 98220 12345' })).toHaveAttribute(
      'href',
      'tel:+919822012345',
    );
    // Beside the number in the facts, and as a button beside the reply.
    const chats = within(dialog).getAllByRole('link', { name: 'WhatsApp +91 98220 12345 (opens in a new tab)' });
    expect(chats).toHaveLength(2);
    for (const chat of chats) {
      expect(chat).toHaveAttribute('href', 'https://wa.me/919822012345');
      expect(chat).toHaveAttribute('target', '_blank');
    }

    await i18n.changeLanguage('mr');
    expect(await within(dialog).findByRole('link', { name: '+91 98220 12345 वर कॉल करा' })).toBeInTheDocument();
    expect(
      within(dialog).getAllByRole('link', { name: '+91 98220 12345 वर WhatsApp करा (नवीन टॅबमध्ये उघडते)' }),
    ).toHaveLength(2);
  });

  it('offers no Call or WhatsApp when the enquiry has no phone number', async () => {
    signIn();
    inboxWith(aContact({ status: 'read', phone: null }));
    const { dialog } = await openRavi();
    expect(within(dialog).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('opens the enquiry a link names (as the Today list links one) and marks it read', async () => {
    signIn();
    const { calls, current } = inboxWith(aContact(), {
      [`GET /api/contact/${ID}`]: () => ({ body: { ok: true, data: current() } }),
    });
    const { router, user } = renderApp(`/admin/contacts?open=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry from Ravi Kale' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('read'));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ status: 'read' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('does not change an enquiry already read when it is opened', async () => {
    signIn();
    const { calls } = inboxWith(aContact({ status: 'replied' }));
    const { dialog } = await openRavi();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('replied');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('changes the status and says so', async () => {
    signIn();
    const { calls } = inboxWith(aContact({ status: 'read' }));
    const { user, dialog } = await openRavi();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'closed');
    expect(await screen.findByText('Status changed to Closed')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ status: 'closed' }]);
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
  });

  it('converts the enquiry into a customer and links to them', async () => {
    signIn();
    const userId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const { calls } = inboxWith(aContact({ status: 'read' }), {
      [`POST /api/contact/${ID}/create-user`]: () => ({
        status: 201,
        body: {
          ok: true,
          data: {
            contact: aContact({ status: 'read', userId }),
            user: { _id: userId, name: 'Ravi Kale', email: 'ravi@example.com', phone: '+91 98220 12345' },
          },
          message: 'Customer account created. A link to set their password was emailed to them.',
        },
      }),
    });
    const { user, dialog } = await openRavi();
    await user.click(within(dialog).getByRole('button', { name: 'Convert to customer' }));
    expect(
      await screen.findByText('Customer account created. A link to set their password was emailed to them.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'View customer' })).toHaveAttribute(
      'href',
      `/admin/users/${userId}`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Convert to customer' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the email already has an account", async () => {
    signIn();
    inboxWith(aContact({ status: 'read' }), {
      [`POST /api/contact/${ID}/create-user`]: () => ({
        status: 409,
        body: { ok: false, message: 'Email already registered', code: 'EMAIL_TAKEN' },
      }),
    });
    const { user, dialog } = await openRavi();
    await user.click(within(dialog).getByRole('button', { name: 'Convert to customer' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Convert to customer' })).toBeEnabled();
  });

  it('deletes the enquiry only after confirmation', async () => {
    signIn();
    const { calls } = inboxWith(aContact({ status: 'read' }));
    const { user, dialog } = await openRavi();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete enquiry' });
    expect(confirm).toHaveTextContent('Delete the enquiry from Ravi Kale? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Open the enquiry from Ravi Kale' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete enquiry' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Enquiry deleted')).toBeInTheDocument();
    expect(await screen.findByText('No enquiries found.')).toBeInTheDocument();
  });
});
