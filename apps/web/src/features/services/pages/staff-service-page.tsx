import { ArrowLeft, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { servicePriceText } from '../../../lib/service-price';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ServiceImage } from '../../../components/ui/service-image';
import { TextLink } from '../../../components/ui/text-link';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useService } from '../api/get-service';
import { ServiceLoadState } from '../components/service-load-state';
import { Page } from '../../../components/ui/page';

function Fact({ label, children, lang }: { label: string; children: ReactNode; lang?: string }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd lang={lang} className="mt-1 whitespace-pre-line sm:col-span-2 sm:mt-0">
        {children}
      </dd>
    </div>
  );
}

/**
 * /admin/services/:id: every field of a service in both languages, archived ones too (open to
 * any signed-in user, per the spec; only admins get the edit button).
 */
export default function StaffServicePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const service = useService(id);
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const back = isAdmin
    ? { to: '/admin/services', label: t('catalog.admin.backToList') }
    : { to: '/services', label: t('catalog.allServices') };
  useDocumentTitle(t('catalog.admin.detailTitle'));

  if (!service.data)
    return <ServiceLoadState error={service.isError ? service.error : null} backTo={back.to} backLabel={back.label} />;

  const { data } = service;
  const none = t('common.notAvailable');
  return (
    <Page narrow>
      <TextLink to={back.to} className="inline-flex items-center gap-1">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </TextLink>
      <Card aria-labelledby="service-detail-heading">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 id="service-detail-heading" className="text-2xl font-bold">
            {t('catalog.admin.detailTitle')}
          </h1>
          {isAdmin && (
            <Link to={`/admin/services/edit/${data._id}`} className={buttonClasses('primary', 'sm')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('catalog.editService')}
            </Link>
          )}
        </div>
        <ServiceImage
          image={data.image}
          alt={data.name}
          width="480"
          height="360"
          loading="eager"
          className="mt-6 aspect-[4/3] w-full max-w-md rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
        />
        <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-700">
          <Fact label={t('catalog.admin.name')}>{data.name}</Fact>
          <Fact label={t('catalog.admin.nameMr')} lang="mr">
            {data.nameMr || none}
          </Fact>
          <Fact label={t('catalog.admin.description')}>{data.description || none}</Fact>
          <Fact label={t('catalog.admin.descriptionMr')} lang="mr">
            {data.descriptionMr || none}
          </Fact>
          <Fact label={t('catalog.admin.price')}>{servicePriceText(t, data)}</Fact>
          <Fact label={t('catalog.sacCode')}>{data.sacCode}</Fact>
          <Fact label={t('catalog.admin.status')}>
            {data.archived ? t('catalog.admin.archivedBadge') : t('catalog.admin.active')}
          </Fact>
          <Fact label={t('catalog.admin.createdAt')}>{formatDate(data.createdAt, i18n.language) ?? none}</Fact>
          <Fact label={t('catalog.admin.updatedAt')}>{formatDate(data.updatedAt, i18n.language) ?? none}</Fact>
        </dl>
      </Card>
    </Page>
  );
}
