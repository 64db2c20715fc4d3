import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** 'Failed to fetch services' with a way to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <Alert tone="error">{t('errors.fetchServicesFailed')}</Alert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('catalog.retry')}
      </Button>
    </div>
  );
}
