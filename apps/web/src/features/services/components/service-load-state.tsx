import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';

interface ServiceLoadStateProps {
  error: unknown;
  /** Where the way back leads. */
  backTo: string;
  backLabel: string;
}

/** While a service loads: 'Loading service...'; when it failed: 'Service not found' (404) or 'Failed to fetch services'. */
export function ServiceLoadState({ error, backTo, backLabel }: ServiceLoadStateProps) {
  const { t } = useTranslation();
  if (!error) return <LoadingState label={t('catalog.loadingService')} />;
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      {notFound ? (
        <>
          <h1 className="text-3xl font-bold">{t('errors.serviceNotFound')}</h1>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{t('catalog.notFoundText')}</p>
        </>
      ) : (
        <Alert tone="error">{t('errors.fetchServicesFailed')}</Alert>
      )}
      <Link to={backTo} className={buttonClasses('primary', 'md', 'mt-8')}>
        {backLabel}
      </Link>
    </div>
  );
}
