import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin } from '../testing/fixtures';

const saved = { enabled: false, firstAfterDays: 3, everyDays: 7, maxReminders: 3 };

function settingsApi() {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    'GET /api/settings/reminders': () => ({ body: saved }),
    'PUT /api/settings/reminders': (call) => ({ body: call.body }),
  });
}

const section = async () => (await screen.findByRole('heading', { name: 'Payment reminders' })).closest('section')!;

describe("the owner's payment reminder settings", () => {
  it('shows the saved settings on the profile page and saves the changes', async () => {
    const { calls } = settingsApi();
    const { user } = renderApp('/admin/profile');
    const box = within(await section());
    const first = await box.findByLabelText('First reminder, days after the job is ready');
    expect(first).toHaveValue(3);
    await user.click(box.getByLabelText('Send payment reminders'));
    await user.clear(first);
    await user.type(first, '5');
    await user.clear(box.getByLabelText('At most (reminders)'));
    await user.type(box.getByLabelText('At most (reminders)'), '4');
    await user.click(box.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      firstAfterDays: 5,
      everyDays: 7,
      maxReminders: 4,
    });
  });

  it('names the field out of bounds and saves nothing', async () => {
    const { calls } = settingsApi();
    const { user } = renderApp('/admin/profile');
    const box = within(await section());
    const every = await box.findByLabelText('Then every (days)');
    await user.clear(every);
    await user.type(every, '90');
    await user.click(box.getByRole('button', { name: 'Save reminder settings' }));
    expect(await box.findByText('Days must be a whole number from 1 to 60')).toBeInTheDocument();
    expect(every).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
