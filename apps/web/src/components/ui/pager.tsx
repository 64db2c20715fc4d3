import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface PagerProps {
  page: number;
  totalPages: number;
  /** What the page shows, e.g. 'Showing 1 to 10 of 12 users'. */
  summary: string;
  /** The navigation's accessible name. */
  label: string;
  onPage: (page: number) => void;
}

/** A list's summary line with Previous and Next, disabled at the ends. */
export function Pager({ page, totalPages, summary, label, onPage }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700 dark:text-slate-300">{summary}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
