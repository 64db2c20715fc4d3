import './app/init-theme';
// Latin text uses Noto Sans; Devanagari (and ₹) falls through to Noto Sans Devanagari, which
// the browser downloads only when such text is on screen.
import './fonts.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { connectApiClient } from './app/connect-api-client';
import { i18nReady } from './i18n/setup';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { createQueryClient } from './lib/query-client';

connectApiClient(() => void router.navigate('/login', { replace: true }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendering waits for the language's texts (only Marathi has to be loaded first).
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
