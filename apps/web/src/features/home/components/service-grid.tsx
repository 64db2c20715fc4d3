import { useTranslation } from 'react-i18next';
import { ServiceCard } from '../../../components/ui/service-card';
import { TextLink } from '../../../components/ui/text-link';
import { useFeaturedServices } from '../../../lib/service-list';
import { WorkshopServices } from './workshop-services';

/** The catalogue's first services as cards that open their pages; the bundled list if the catalogue cannot be loaded. */
export function ServiceGrid() {
  const { t } = useTranslation();
  const catalogue = useFeaturedServices();

  if (catalogue.isPending)
    return (
      <div role="status" aria-label={t('catalog.loading')} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div
            key={index}
            className="h-72 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
          />
        ))}
      </div>
    );
  if (!catalogue.data?.services.length) return <WorkshopServices />;

  return (
    <>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {catalogue.data.services.map((service) => (
          <li key={service._id}>
            <ServiceCard service={service} heading="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <TextLink to="/services">{t('catalog.home.viewAll')}</TextLink>
      </p>
    </>
  );
}
