import type { Service } from '@karigar/domain/service';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServices } from '../../../lib/service-list';
import { DeleteServiceDialog } from '../components/delete-service-dialog';
import { ListError } from '../components/list-error';
import { SearchBox } from '../components/search-box';
import { ServiceStatsPanel } from '../components/service-stats-panel';
import { ServicesTable } from '../components/services-table';
import { useServiceSearch } from '../hooks/use-service-search';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';

const PAGE_SIZE = 10;

/** /admin/services: the figures, and the catalogue as a table to view, edit, delete or add to. */
export default function AdminServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.admin.title'));
  const { text, setText, search, page, setPage } = useServiceSearch();
  const services = useServices({ search, page, limit: PAGE_SIZE });
  const [deleting, setDeleting] = useState<Service | null>(null);
  const list = services.data;
  // A delete can empty the last page: it still offers the way back.
  const totalPages = list ? Math.max(list.totalPages, list.page) : 0;

  return (
    <Page>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('catalog.admin.title')}</h1>
        <Link to="/admin/services/new" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-5" />
          {t('catalog.admin.addService')}
        </Link>
      </div>
      <ServiceStatsPanel />
      <SearchBox value={text} onChange={setText} />
      {services.isPending && <LoadingState label={t('catalog.loading')} />}
      {services.isError && !list && <ListError onRetry={() => void services.refetch()} />}
      {list?.services.length === 0 && (
        <p role="status" className="py-8 text-center text-slate-700 dark:text-slate-300">
          {t('catalog.empty')}
        </p>
      )}
      {!!list?.services.length && (
        <div aria-busy={services.isPlaceholderData} className={services.isPlaceholderData ? 'opacity-60' : ''}>
          <ServicesTable services={list.services} onDelete={setDeleting} />
        </div>
      )}
      {list && totalPages > 1 && (
        <Pager
          page={list.page}
          totalPages={totalPages}
          summary={t('catalog.pageOf', { page: list.page, totalPages })}
          label={t('catalog.pages')}
          onPage={setPage}
        />
      )}
      {deleting && <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}
