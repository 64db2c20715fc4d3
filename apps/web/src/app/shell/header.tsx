import { pageColumn } from '../../components/ui/page';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useSignedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { LanguagePicker } from './language-picker';
import { NavLinks } from './nav-links';
import { SessionActions } from './session-actions';
import { ThemeToggle } from './theme-toggle';

const MOBILE_MENU_ID = 'mobile-menu';

/** The top bar: full on wide screens; on small ones the links and actions fold into a menu. */
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSignedIn();
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const [menuLocation, setMenuLocation] = useState(location.key);

  // Any route change closes the mobile menu.
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className={`${pageColumn} flex h-16 items-center gap-4`}>
        <Link
          to={isAdmin ? '/admin' : '/user/dashboard'}
          className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white"
        >
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <NavLinks role={user?.role} className="flex items-center gap-1" grouped />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguagePicker />
          <ThemeToggle placement="bar" />
          <SessionActions signedIn={signedIn} user={user} className="hidden items-center gap-2 pl-2 lg:flex" />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            disabled={!hydrated}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <div
        id={MOBILE_MENU_ID}
        data-testid="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
      >
        <nav aria-label={t('nav.main')}>
          <NavLinks role={user?.role} className="flex flex-col gap-1" grouped={false} />
        </nav>
        <SessionActions signedIn={signedIn} user={user} className="mt-3 flex flex-col gap-2" />
      </div>
    </header>
  );
}
