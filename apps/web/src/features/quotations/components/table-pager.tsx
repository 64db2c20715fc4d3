import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface TablePagerProps {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  shown: number;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of Z quotations' with Previous and Next (disabled at the ends). */
export function TablePager({ page, totalPages, total, pageSize, shown, onPage }: TablePagerProps) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = total === 0 ? 0 : from + shown - 1;
  return (
    <nav aria-label={t('quotations.table.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('quotations.table.showing', { from, to, total })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('quotations.table.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('quotations.table.next')}
        </Button>
      </div>
    </nav>
  );
}
