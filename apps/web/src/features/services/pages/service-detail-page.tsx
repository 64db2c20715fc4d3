import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ServiceImage } from '../../../components/ui/service-image';
import { TextLink } from '../../../components/ui/text-link';
import { useCurrentUser } from '../../../lib/current-user';
import { servicePriceNote, servicePriceText } from '../../../lib/service-price';
import { serviceDescription, serviceName } from '../../../lib/service-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useService } from '../api/get-service';
import { BookService } from '../components/book-service';
import { ServiceLoadState } from '../components/service-load-state';
import { Page } from '../../../components/ui/page';

/**
 * /services/:id: the service in the current language with its price per unit and tax in plain words
 * (the SAC code is for invoices, not for customers), and the ways to
 * ask for it: a quotation (the form opens with this service chosen) or a booking at the listed
 * price; a visitor logs in first. Admins get the edit form instead; an archived service can no
 * longer be requested.
 */
export default function ServiceDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const service = useService(id);
  const { data: user } = useCurrentUser();
  const name = service.data ? serviceName(service.data, i18n.language) : t('catalog.title');
  useDocumentTitle(name);

  if (!service.data)
    return (
      <ServiceLoadState
        error={service.isError ? service.error : null}
        backTo="/services"
        backLabel={t('catalog.allServices')}
      />
    );

  const { data } = service;
  return (
    <Page>
      <TextLink to="/services" className="inline-flex items-center gap-1">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('catalog.allServices')}
      </TextLink>
      <article className="mt-6 grid gap-8 md:grid-cols-2">
        <ServiceImage
          image={data.image}
          alt={name}
          width="600"
          height="450"
          loading="eager"
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover dark:bg-slate-800"
        />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold">{name}</h1>
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{t('catalog.price')}</dt>
            <dd className="text-2xl font-bold text-blue-800 dark:text-blue-300">{servicePriceText(t, data)}</dd>
          </dl>
          <p className="text-sm text-slate-700 dark:text-slate-300">{servicePriceNote(t, data)}</p>
          <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">
            {serviceDescription(data, i18n.language)}
          </p>
          <div className="mt-2">
            {data.archived ? (
              <p role="status" className="font-medium text-amber-800 dark:text-amber-300">
                {t('catalog.archivedNotice')}
              </p>
            ) : user?.role === 'admin' ? (
              <Link to={`/admin/services/edit/${data._id}`} className={buttonClasses('primary')}>
                {t('catalog.editService')}
              </Link>
            ) : (
              <div className="flex flex-wrap gap-3">
                <Link
                  to={`/user/quotations/new?service=${encodeURIComponent(data._id)}`}
                  className={buttonClasses('primary')}
                >
                  {t('catalog.requestQuotation')}
                </Link>
                <BookService service={data} />
              </div>
            )}
          </div>
        </div>
      </article>
    </Page>
  );
}
