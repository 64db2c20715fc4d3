import { renderedTheme } from './init-theme';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { connectApiClient } from './connect-api-client';
import { loadMatchedRoutes } from './load-matched-routes';
import { AppProvider } from './provider';
import { routes } from './routes';
import i18n, { i18nReady, preferredLanguage } from '../i18n/setup';
import { PageAnswers, PageAnswersProvider } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';
import { mirrorSession, RenderedSignedInProvider, signedInHint } from '../lib/session';
import { RenderedThemeProvider } from '../lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
/** A public page arrives rendered by the server (decision 033); any other page is rendered here. */
const serverRendered = root.hasChildNodes();
/** The header the server rendered (the cookie it was sent); then the cookie follows the stored session. */
const renderedSignedIn = signedInHint();
mirrorSession();

/**
 * A page the server rendered starts in the language it was rendered in; once hydrated, it takes the
 * stored choice (the source) if that differs. An effect runs after hydration's commit, which a
 * hydration in a transition (below) may spread over many tasks.
 */
function PreferredLanguage() {
  useEffect(() => {
    if (preferredLanguage !== i18n.resolvedLanguage) void i18n.changeLanguage(preferredLanguage);
  }, []);
  return null;
}

async function start() {
  // The page the server rendered is hydrated with its code and texts already here.
  await Promise.all([i18nReady, serverRendered && loadMatchedRoutes(routes, window.location)]);
  // A page the server rendered is already where the visitor left it (they may have scrolled while
  // the app loaded): hydration data tells the router so, and it does not scroll back to the top.
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: {} } } : undefined);
  connectApiClient(() => void router.navigate('/login', { replace: true }));
  const app = (
    <StrictMode>
      <RenderedThemeProvider value={renderedTheme}>
        <RenderedSignedInProvider value={renderedSignedIn}>
          <PageAnswersProvider value={PageAnswers.fromDocument()}>
            <AppProvider queryClient={createQueryClient()}>
              <RouterProvider router={router} />
              <PreferredLanguage />
            </AppProvider>
          </PageAnswersProvider>
        </RenderedSignedInProvider>
      </RenderedThemeProvider>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(root!).render(app);
    return;
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for its whole length (a hydration at the default priority is one task); a click on
  // a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(root!, app);
  });
}

void start();
