import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** Shown when a page fails to load (for example a chunk missing after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('routeError.title')}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t('routeError.text')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
