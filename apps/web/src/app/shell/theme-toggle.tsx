import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../lib/theme';

const looks = {
  bar: 'rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  floating:
    'fixed bottom-4 right-4 z-40 rounded-full bg-slate-900 p-3 text-white shadow-lg hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300',
};

/** Switches between the light and dark theme; in the bar, or floating at the bottom right. */
export function ThemeToggle({ placement }: { placement: keyof typeof looks }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button
      type="button"
      className={looks[placement]}
      aria-label={label}
      title={label}
      data-testid={placement === 'floating' ? 'theme-toggle-floating' : 'theme-toggle'}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
