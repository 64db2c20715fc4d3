import type { ToastOptions } from 'react-toastify';

/**
 * Shows a toast. react-toastify is loaded after the first paint (see app/toasts.tsx), so toasts
 * are raised through this function; one raised before the toasts are ready waits for them.
 */
export function notify(
  kind: 'success' | 'error' | 'warning',
  message: string,
  options?: Pick<ToastOptions, 'toastId' | 'autoClose'>,
): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}

/** The order and quotation screens close their toasts sooner than the default (spec §9: 3000 ms). */
export const SCREEN_TOAST_MS = 3000;

export function notifyOnScreen(kind: 'success' | 'error' | 'warning', message: string): void {
  notify(kind, message, { autoClose: SCREEN_TOAST_MS });
}
