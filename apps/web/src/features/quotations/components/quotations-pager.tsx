import { QUOTATION_PAGE_SIZE } from '@karigar/domain/quotation';
import type { QuotationListAnswer } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { pageRange } from '../../../lib/page-range';

/** 'Showing X to Y of Z quotations' with Previous and Next, under either view of the list. */
export function QuotationsPager({ data, onPage }: { data: QuotationListAnswer; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Pager
      page={data.currentPage}
      totalPages={data.totalPages}
      summary={t('quotations.table.showing', {
        ...pageRange(data.currentPage, QUOTATION_PAGE_SIZE, data.total),
        total: data.total,
      })}
      label={t('quotations.table.pagination')}
      onPage={onPage}
    />
  );
}
