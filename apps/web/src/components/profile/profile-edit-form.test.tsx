import type { PublicUser } from '@karigar/domain/user';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../test/fixtures';
import { mockApi, type RecordedCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function profileApi(user: PublicUser, onUpdate?: (call: RecordedCall) => { status?: number; body?: unknown }) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: user }),
    'PUT /api/auth/users/me': (call) => onUpdate?.(call) ?? { body: { message: 'Profile updated successfully', user } },
  });
}

async function openEditor(user: PublicUser, onUpdate?: Parameters<typeof profileApi>[1]) {
  const api = profileApi(user, onUpdate);
  const view = renderApp('/user/dashboard');
  await view.user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return { ...api, ...view };
}

/** Saving closes the form (toasts of earlier tests may still be on screen). */
const savedAndClosed = () => screen.findByRole('button', { name: 'Edit Profile' });
const putBody = (calls: RecordedCall[]) => calls.find((call) => call.method === 'PUT')?.body;

describe('changing the email or password in the profile', () => {
  it('asks for the current password only once the email or password changes', async () => {
    const { user } = await openEditor(aUser());
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' ASHA@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.in');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByLabelText('Two-factor code')).not.toBeInTheDocument();
  });

  it('sends the current password with a new email and says where the confirmation link went', async () => {
    const { user, calls } = await openEditor(aUser(), () => ({
      body: {
        message: 'Profile updated. To change your email, open the link we sent to the new address.',
        user: aUser(),
        pendingEmail: 'asha.new@example.com',
      },
    }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText(
        'We sent a confirmation link to asha.new@example.com. Your email changes once you open it.',
      ),
    ).toBeInTheDocument();
    expect(putBody(calls)).toMatchObject({ email: 'asha.new@example.com', currentPassword: 'my-password' });
    expect(putBody(calls)).not.toHaveProperty('mfaCode');
    // The account keeps its address until the link is opened.
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
  });

  it('asks for a two-factor code too when MFA is on, and sends it', async () => {
    const { user, calls } = await openEditor(aUser({ mfaEnabled: true }));
    await user.type(screen.getByLabelText('New Password (optional)'), 'a-new-password');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.type(screen.getByLabelText('Two-factor code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await savedAndClosed();
    expect(putBody(calls)).toMatchObject({
      password: 'a-new-password',
      currentPassword: 'my-password',
      mfaCode: '123456',
    });
  });

  it('neither checks nor sends what was typed for a change that was then undone', async () => {
    const { user, calls } = await openEditor(aUser({ mfaEnabled: true }));
    await user.type(screen.getByLabelText('New Password (optional)'), 'a-new-password');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.type(screen.getByLabelText('Two-factor code'), '12');
    await user.clear(screen.getByLabelText('New Password (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await savedAndClosed();
    expect(putBody(calls)).not.toHaveProperty('currentPassword');
    expect(putBody(calls)).not.toHaveProperty('mfaCode');
  });

  it('shows a wrong current password beside its field', async () => {
    const wrong = 'Your current password is not correct.';
    const { user } = await openEditor(aUser(), () => ({
      status: 400,
      body: {
        message: wrong,
        code: 'CURRENT_PASSWORD_WRONG',
        fields: { currentPassword: wrong },
        fieldCodes: { currentPassword: 'CURRENT_PASSWORD_WRONG' },
      },
    }));
    await user.type(screen.getByLabelText('New Password (optional)'), 'a-new-password');
    await user.type(screen.getByLabelText('Current password'), 'a-guess');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      `Needed to change your email or password. ${wrong}`,
    );
  });
});

describe("a customer's GSTIN in the profile", () => {
  it('checks the GSTIN before saving, sends it upper-cased, and sends it emptied to remove it', async () => {
    const { user, calls } = await openEditor(aUser({ gstin: null }));
    const field = screen.getByLabelText('GSTIN (for a registered business)');
    await user.type(field, '29AAGCB7383J1Z5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This GSTIN is mistyped: its last character does not match')).toBeInTheDocument();
    expect(putBody(calls)).toBeUndefined();
    await user.clear(field);
    await user.type(field, '29aagcb7383j1z4');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await savedAndClosed();
    expect(putBody(calls)).toMatchObject({ gstin: '29AAGCB7383J1Z4' });
  });

  it('removes a GSTIN left empty', async () => {
    const { user, calls } = await openEditor(aUser({ gstin: '29AAGCB7383J1Z4' }));
    await user.clear(screen.getByLabelText('GSTIN (for a registered business)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await savedAndClosed();
    expect(putBody(calls)).toMatchObject({ gstin: '' });
  });
});
