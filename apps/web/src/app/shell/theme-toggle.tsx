import { Moon, Sun } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../lib/theme';
import { useHydrated } from '../../lib/use-hydrated';
import { FLOATING_ATTRIBUTE, tuckedClasses, useTuckAway } from './use-tuck-away';

const looks = {
  bar: 'rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  floating:
    'fixed bottom-4 right-4 z-40 rounded-full transition-opacity bg-slate-900 p-3 text-white shadow-lg hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300',
};

/**
 * Switches between the light and dark theme; in the bar, or floating at the bottom right, where it
 * steps aside while it would cover a control or an amount, or while a form field has focus.
 */
export function ThemeToggle({ placement }: { placement: keyof typeof looks }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  const ref = useRef<HTMLButtonElement>(null);
  const floating = placement === 'floating';
  const tucked = useTuckAway(ref, floating);
  const hydrated = useHydrated();
  // The floating one is shown once the app runs the page (until then it would float over the page
  // without stepping aside); the one in the bar is there, disabled.
  if (floating && !hydrated) return null;
  return (
    <button
      ref={ref}
      type="button"
      {...(floating && { [FLOATING_ATTRIBUTE]: '' })}
      className={`${looks[placement]} ${tucked ? tuckedClasses : ''}`}
      aria-label={label}
      title={label}
      data-testid={placement === 'floating' ? 'theme-toggle-floating' : 'theme-toggle'}
      onClick={() => setTheme(next)}
      disabled={!hydrated}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
