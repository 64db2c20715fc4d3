import { pageColumn } from '../../components/ui/page';
import { useTranslation } from 'react-i18next';

/** The footer keeps room at its foot, so the floating Contact Us and theme buttons never cover its text. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white pb-36 pt-6 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300">
      <div className={`${pageColumn} flex flex-col gap-1 sm:flex-row sm:justify-between`}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.tagline')}</p>
      </div>
    </footer>
  );
}
