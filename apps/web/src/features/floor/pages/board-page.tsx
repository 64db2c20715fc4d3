import { boardQuery, type BoardQuery } from '@karigar/domain/workshop-floor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useBoard } from '../../../lib/floor';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BoardColumns } from '../components/board-columns';
import { BoardFilters } from '../components/board-filters';
import { DemoJobsControl } from '../components/demo-jobs-control';

/** /admin/board (admins and staff): the jobs on the workshop floor, by stage. */
export default function BoardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  // The dashboard links here filtered (?due=today, ?due=overdue).
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState<BoardQuery>(() => boardQuery.parse(Object.fromEntries(searchParams)));
  const [registration, setRegistration] = useState('');
  const searched = useDebouncedValue(registration.trim(), 500);
  const board = useBoard({ ...query, registration: searched || undefined });
  useDocumentTitle(t('floor.board.title'));
  const isAdmin = user?.role === 'admin';
  const filtered = query.technicianId !== undefined || query.due !== undefined || searched !== '';

  let body;
  if (board.isPending) body = <LoadingState label={t('floor.board.loading')} />;
  else if (board.isError) body = <Alert tone="error">{t('floor.board.loadFailed')}</Alert>;
  else if (board.data.items.length === 0 && !filtered)
    body = (
      <Card className="space-y-4">
        <p>{t('floor.board.empty')}</p>
        {isAdmin && <DemoJobsControl board={board.data} />}
      </Card>
    );
  else
    body = (
      <>
        <BoardFilters
          query={query}
          technicians={board.data.technicians}
          onChange={setQuery}
          registration={registration}
          onRegistration={setRegistration}
        />
        {board.data.items.length === 0 ? <p>{t('floor.board.emptyFiltered')}</p> : <BoardColumns board={board.data} />}
      </>
    );

  return (
    <Page>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('floor.board.title')}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('floor.board.intro')}</p>
        </div>
        {isAdmin && (
          <div className="flex flex-wrap gap-2">
            {board.data?.items.some((item) => item.demo) && <DemoJobsControl board={board.data} />}
            <Link to="/admin/stages" className={buttonClasses('secondary', 'sm')}>
              {t('floor.board.editStages')}
            </Link>
          </div>
        )}
      </div>
      {body}
    </Page>
  );
}
