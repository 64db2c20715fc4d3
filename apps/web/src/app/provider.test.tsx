import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';

describe('app provider', () => {
  it('mounts the toast area only when the first toast is raised, and shows that toast', async () => {
    const { container } = render(
      <AppProvider queryClient={createQueryClient()}>
        <p>page</p>
      </AppProvider>,
    );
    await act(async () => {
      await import('./toasts');
    });
    expect(container.querySelector('.Toastify')).toBeNull();
    act(() => notify('success', 'Saved the first thing'));
    expect(await screen.findByText('Saved the first thing')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
