import { gstr1Sections, indiaMonth, lastIndiaMonth, type Gstr1Answer } from '@karigar/domain/gst-report';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGstReport } from '../api/get-gst-report';
import { GstSection } from '../components/gst-section';
import { sectionColumns } from '../components/section-columns';
import { Gstr3bBox } from '../components/gstr3b-box';

function Sections({ report }: { report: Gstr1Answer }) {
  const { t } = useTranslation();
  const columns = useMemo(() => sectionColumns(t), [t]);
  return (
    <>
      <Gstr3bBox totals={report.gstr3b} />
      {gstr1Sections.map((section) => (
        <GstSection
          key={section}
          section={section}
          period={report.period}
          // Each section's rows with its own columns; the loop only loses the pairing for the compiler.
          rows={report[section] as never[]}
          columns={columns[section] as never[]}
          totals={section === 'docs' ? undefined : report.totals[section]}
        />
      ))}
    </>
  );
}

/** /admin/reports/gst: a month's GSTR-1 sections and GSTR-3B 3.1(a), with the files to upload. */
export default function GstReportPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => lastIndiaMonth(new Date()));
  const report = useGstReport(period);
  useDocumentTitle(t('gstReport.title'));

  let body;
  if (report.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (report.isError) body = <Alert tone="error">{t('gstReport.loadFailed')}</Alert>;
  else body = <Sections report={report.data} />;

  return (
    <Page>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('gstReport.title')}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('gstReport.intro')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            type="month"
            label={t('gstReport.month')}
            value={period}
            min="2017-07"
            max={indiaMonth(new Date())}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) setPeriod(event.target.value);
            }}
          />
          <ExportCsvButton path="/reports/gstr1.json" params={{ period }} label={t('gstReport.downloadJson')} />
        </div>
      </div>
      {body}
    </Page>
  );
}
