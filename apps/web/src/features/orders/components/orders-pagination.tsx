import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ORDER_PAGE_SIZE } from '@karigar/domain/order';
import { formatCount } from '../order-labels';

interface OrdersPaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of N orders' with Previous and Next, disabled at the ends. */
export function OrdersPagination({ page, totalPages, total, onPage }: OrdersPaginationProps) {
  const { t } = useTranslation();
  const from = (page - 1) * ORDER_PAGE_SIZE + 1;
  const to = Math.min(page * ORDER_PAGE_SIZE, total);
  return (
    <nav aria-label={t('orders.pagination')} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('orders.showing', { from, to, total: formatCount(total) })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('orders.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('orders.next')}
        </Button>
      </div>
    </nav>
  );
}
