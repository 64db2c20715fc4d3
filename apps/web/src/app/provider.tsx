import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useToastsWanted } from '../lib/notify';
import { getAccessToken, subscribeSession } from '../lib/session';

const Toasts = lazy(() => import('./toasts'));

/** Data cache and toasts for the whole app (the toast area from the first toast on). Ending the session empties the cache. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  useEffect(
    () =>
      subscribeSession(() => {
        if (getAccessToken() === null) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
