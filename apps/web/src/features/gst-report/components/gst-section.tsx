import type { Gstr1Answer, Gstr1Section, TaxAmounts } from '@karigar/domain/gst-report';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { Card } from '../../../components/ui/card';
import { rupees } from './section-columns';

interface GstSectionProps<S extends Gstr1Section> {
  section: S;
  period: string;
  rows: Gstr1Answer[S][number][];
  columns: TableColumn<Gstr1Answer[S][number]>[];
  /** The section's amounts summed (none for docs). */
  totals?: TaxAmounts | undefined;
}

/** One GSTR-1 section: what it holds, its rows (or that it is empty), its totals and its CSV download. */
export function GstSection<S extends Gstr1Section>({ section, period, rows, columns, totals }: GstSectionProps<S>) {
  const { t } = useTranslation();
  const title = t(`gstReport.sections.${section}.title`);
  const headingId = `gst-section-${section}`;
  return (
    <Card aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t(`gstReport.sections.${section}.about`)}</p>
        </div>
        <ExportCsvButton
          path="/reports/gstr1.csv"
          params={{ period, section }}
          label={t('gstReport.downloadCsv', { section: section.toUpperCase() })}
        />
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('gstReport.empty')}</p>
      ) : (
        <ResponsiveTable rows={rows} rowKey={(row) => JSON.stringify(row)} columns={columns} caption={title} />
      )}
      {totals && rows.length > 0 && (
        <p data-testid={`gst-total-${section}`} className="text-sm font-medium tabular-nums">
          {t('gstReport.totalLine', {
            taxable: rupees(totals.taxablePaise),
            igst: rupees(totals.igstPaise),
            cgst: rupees(totals.cgstPaise),
            sgst: rupees(totals.sgstPaise),
          })}
        </p>
      )}
    </Card>
  );
}
