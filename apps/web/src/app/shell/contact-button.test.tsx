import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/setup';
import { aUser, signIn } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function openContactModal(name = 'Contact Us') {
  const { calls } = mockApi({
    'POST /api/contact': ({ body }) => ({
      status: 201,
      body: {
        ok: true,
        data: { _id: 'c1', status: 'new', ...(body as object) },
        message: 'Thank you! We will get back to you soon.',
      },
    }),
  });
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  await app.user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  return { ...app, dialog, calls };
}

describe('contact modal', () => {
  it('opens as a modal dialog, focuses the close button and locks page scrolling', async () => {
    const { dialog } = await openContactModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and unlocks scrolling', async () => {
    const { user } = await openContactModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const { user, dialog } = await openContactModal();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button and gives focus back to the Contact Us button', async () => {
    const { user } = await openContactModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toHaveFocus();
  });

  it('closes on any route change', async () => {
    const { router } = await openContactModal();
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('sends the enquiry with the language it was written in and shows the server message', async () => {
    const { user, calls } = await openContactModal();
    await user.type(screen.getByLabelText('Name'), 'Asha Patil');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Please quote for a bathtub.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you! We will get back to you soon.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Asha Patil', language: 'en' });
  });

  it('checks the form before sending, asking for an email or a phone number', async () => {
    const { user, calls } = await openContactModal();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please give an email address or a phone number',
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Please give an email address or a phone number',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends an enquiry that leaves only a phone number, in Marathi too', async () => {
    await i18n.changeLanguage('mr');
    const { user, calls } = await openContactModal('संपर्क करा');
    await user.type(screen.getByLabelText('नाव'), 'Ramesh Shinde');
    await user.type(screen.getByLabelText('फोन'), '98220 12345');
    await user.type(screen.getByLabelText('संदेश'), 'टाकीसाठी कोटेशन हवे आहे.');
    await user.click(screen.getByRole('button', { name: 'संदेश पाठवा' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Ramesh Shinde', phone: '+919822012345', language: 'mr' });
    expect(sent['email']).toBeUndefined();
  });

  it('refuses a control character in the name before sending, saying why', async () => {
    const { user, calls } = await openContactModal();
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Asha\u0000Patil');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Line one\nLine two');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('This field cannot contain line breaks or control characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('comes filled in with a signed-in customer’s name, email and phone', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }) });
    const { user } = renderApp('/services');
    await user.click(await screen.findByRole('button', { name: 'Contact Us' }));
    await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('is not offered to an admin, who would be writing to themselves', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser({ role: 'admin' }) }) });
    renderApp('/services');
    expect(await screen.findByRole('button', { name: 'Manage' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Us' })).not.toBeInTheDocument();
  });
});
