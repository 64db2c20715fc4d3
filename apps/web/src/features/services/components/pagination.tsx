import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / next through a list's pages; shown only when there is more than one. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('catalog.pages')} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalog.previousPage')}
      </Button>
      <span className="text-sm text-slate-700 dark:text-slate-300">{t('catalog.pageOf', { page, totalPages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('catalog.nextPage')}
      </Button>
    </nav>
  );
}
