import { renderedTheme } from './app/init-theme';
// Latin text uses Noto Sans; Devanagari (and ₹) falls through to Noto Sans Devanagari, which
// the browser downloads only when such text is on screen.
import './fonts.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { connectApiClient } from './app/connect-api-client';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import i18n, { i18nReady, preferredLanguage } from './i18n/setup';
import { PageAnswers, PageAnswersProvider } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { mirrorSession, RenderedSignedInProvider, signedInHint } from './lib/session';
import { RenderedThemeProvider } from './lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
/** A public page arrives rendered by the server (decision 033); any other page is rendered here. */
const serverRendered = root.hasChildNodes();
/** The header the server rendered (the cookie it was sent); then the cookie follows the stored session. */
const renderedSignedIn = signedInHint();
mirrorSession();

async function start() {
  // The page the server rendered is hydrated with its code and texts already here.
  await Promise.all([i18nReady, serverRendered && loadMatchedRoutes(routes, window.location)]);
  const router = createBrowserRouter(routes);
  connectApiClient(() => void router.navigate('/login', { replace: true }));
  const app = (
    <StrictMode>
      <RenderedThemeProvider value={renderedTheme}>
        <RenderedSignedInProvider value={renderedSignedIn}>
          <PageAnswersProvider value={PageAnswers.fromDocument()}>
            <AppProvider queryClient={createQueryClient()}>
              <RouterProvider router={router} />
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
  hydrateRoot(root!, app);
  // The server rendered the language its cookie named; the stored choice is the source.
  if (preferredLanguage !== i18n.resolvedLanguage) await i18n.changeLanguage(preferredLanguage);
}

void start();
