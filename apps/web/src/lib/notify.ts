import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

let toastsWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a toast has been raised yet. The toast area (and react-toastify with it) is loaded only
 * then, so pages that never toast do not download it; a toast raised before it is ready waits.
 */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toastsWanted,
    () => false,
  );
}

/** Shows a toast: raise toasts through this function, never through react-toastify directly. */
export function notify(
  kind: 'success' | 'error' | 'warning',
  message: string,
  options?: Pick<ToastOptions, 'toastId' | 'autoClose'>,
): void {
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}

/** The order and quotation screens close their toasts sooner than the default (spec §9: 3000 ms). */
export const SCREEN_TOAST_MS = 3000;

export function notifyOnScreen(kind: 'success' | 'error' | 'warning', message: string): void {
  notify(kind, message, { autoClose: SCREEN_TOAST_MS });
}
