import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton, type ExportParams } from '../../../components/export-csv-button';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';

interface MoneySectionProps<Data> {
  id: string;
  title: string;
  /** Its CSV export under /api and the export's query. */
  csv: { path: string; params: ExportParams };
  query: { data: Data | undefined; isPending: boolean; isError: boolean };
  children: (data: Data) => ReactNode;
}

/** One part of the Money screen: its title and CSV export, then its figures once they have loaded. */
export function MoneySection<Data>({ id, title, csv, query, children }: MoneySectionProps<Data>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isError) body = <Alert tone="error">{t('money.loadFailed')}</Alert>;
  else if (query.isPending || !query.data) body = <LoadingState label={t('common.loading')} />;
  else body = children(query.data);
  return (
    <Card aria-labelledby={id} className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <ExportCsvButton path={csv.path} params={csv.params} />
      </div>
      {body}
    </Card>
  );
}
