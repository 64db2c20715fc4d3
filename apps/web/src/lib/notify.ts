import type { ToastOptions } from 'react-toastify';

/**
 * Shows a toast. react-toastify is loaded after the first paint (see app/toasts.tsx), so toasts
 * are raised through this function; one raised before the toasts are ready waits for them.
 */
export function notify(kind: 'success' | 'error', message: string, options?: Pick<ToastOptions, 'toastId'>): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}
