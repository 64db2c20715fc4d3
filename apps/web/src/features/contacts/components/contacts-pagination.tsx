import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CONTACTS_PAGE_SIZE } from '../api/get-contacts';

interface ContactsPaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of N enquiries' with Previous and Next, disabled at the ends. */
export function ContactsPagination({ page, total, onPage }: ContactsPaginationProps) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, Math.ceil(total / CONTACTS_PAGE_SIZE));
  const from = (page - 1) * CONTACTS_PAGE_SIZE + 1;
  const to = Math.min(page * CONTACTS_PAGE_SIZE, total);
  return (
    <nav aria-label={t('contacts.pagination')} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('contacts.showing', { from, to, total })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('contacts.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('contacts.next')}
        </Button>
      </div>
    </nav>
  );
}
