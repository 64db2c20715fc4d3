import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface ActivityPaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** 'Page X of Y' with Previous and Next, disabled at the ends. */
export function ActivityPagination({ page, totalPages, onPage }: ActivityPaginationProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('activity.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('activity.page', { page, totalPages })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('activity.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('activity.next')}
        </Button>
      </div>
    </nav>
  );
}
