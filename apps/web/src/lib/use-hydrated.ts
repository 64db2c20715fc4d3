import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is the server's HTML (on the server, and in the browser until hydration has
 * committed), true once the app runs it. A control that needs the app's code is disabled until then
 * (decision 057): a click on it would otherwise be lost, or submit its form the browser's own way,
 * putting a password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
