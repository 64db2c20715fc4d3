import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ContactButton } from './shell/contact-button';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { PageTransition } from './shell/page-transition';
import { ThemeToggle } from './shell/theme-toggle';

/** Every page: header, the page itself, footer, the Contact Us button and the floating theme toggle. */
export function RootLayout() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-blue-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('app.skipToContent')}
      </a>
      <div
        aria-hidden="true"
        className={`fixed left-0 top-0 z-50 h-0.5 bg-blue-600 transition-all duration-500 ${loading ? 'w-2/3' : 'w-0'}`}
      />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Footer />
      <ContactButton />
      <ThemeToggle placement="floating" />
      <ScrollRestoration />
    </div>
  );
}
