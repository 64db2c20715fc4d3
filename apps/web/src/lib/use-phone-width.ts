import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint (48rem). */
export const phoneQuery = '(max-width: 47.99rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-narrow (below `md`); follows the window as it is resized or turned. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}
