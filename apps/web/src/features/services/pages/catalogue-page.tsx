import { CATALOGUE_PAGE_SIZE } from '@karigar/domain/service-paths';
import { useTranslation } from 'react-i18next';
import { ServiceCard } from '../../../components/ui/service-card';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServices } from '../../../lib/service-list';
import { ListError } from '../components/list-error';
import { SearchBox } from '../components/search-box';
import { useServiceSearch } from '../hooks/use-service-search';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';

/** /services: the catalogue as cards, searched on the server as the visitor types. */
export default function CataloguePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.title'));
  const { text, setText, search, page, setPage } = useServiceSearch();
  const services = useServices({ search, page, limit: CATALOGUE_PAGE_SIZE });
  const list = services.data;

  return (
    <Page>
      <h1 className="text-3xl font-bold">{t('catalog.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('catalog.intro')}</p>
      <div className="mt-6">
        <SearchBox value={text} onChange={setText} />
      </div>
      <div className="mt-8">
        {services.isPending && <LoadingState label={t('catalog.loading')} />}
        {services.isError && !list && <ListError onRetry={() => void services.refetch()} />}
        {list?.services.length === 0 && (
          <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
            {t('catalog.empty')}
          </p>
        )}
        {!!list?.services.length && (
          <>
            <ul
              aria-label={t('catalog.title')}
              aria-busy={services.isPlaceholderData}
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${services.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {list.services.map((service, index) => (
                <li key={service._id}>
                  <ServiceCard service={service} heading="h2" priority={index === 0} />
                </li>
              ))}
            </ul>
            {list.totalPages > 1 && (
              <div className="mt-6">
                <Pager
                  page={list.page}
                  totalPages={list.totalPages}
                  summary={t('catalog.pageOf', { page: list.page, totalPages: list.totalPages })}
                  label={t('catalog.pages')}
                  onPage={setPage}
                />
              </div>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
