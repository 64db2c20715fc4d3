import { QUOTATION_PAGE_SIZE } from '@karigar/domain/quotation';
import type { QuotationListAnswer } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';

/** 'Showing X to Y of Z quotations' with Previous and Next, under either view of the list. */
export function QuotationsPager({ data, onPage }: { data: QuotationListAnswer; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const from = data.total === 0 ? 0 : (data.currentPage - 1) * QUOTATION_PAGE_SIZE + 1;
  const to = data.total === 0 ? 0 : from + data.quotations.length - 1;
  return (
    <Pager
      page={data.currentPage}
      totalPages={data.totalPages}
      summary={t('quotations.table.showing', { from, to, total: data.total })}
      label={t('quotations.table.pagination')}
      onPage={onPage}
    />
  );
}
