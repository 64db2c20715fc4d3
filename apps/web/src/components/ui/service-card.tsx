import type { Service } from '@karigar/domain/service';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { servicePriceText } from '../../lib/service-price';
import { serviceDescription, serviceName } from '../../lib/service-text';
import { ServiceImage } from './service-image';

interface ServiceCardProps {
  service: Service;
  /** The card title's heading level on its page. */
  heading: 'h2' | 'h3';
  /** A card in the first screenful: its picture loads at once, first among the pictures. */
  priority?: boolean;
}

/**
 * A catalogue card: picture, name and a line of description in the current language, and the
 * price. The whole card opens the service's page; its link is named by the service's name.
 */
export function ServiceCard({ service, heading: Heading, priority = false }: ServiceCardProps) {
  const { t, i18n } = useTranslation();
  const name = serviceName(service, i18n.language);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900">
      <ServiceImage
        image={service.image}
        alt={name}
        width="400"
        height="300"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={`/services/${service._id}`} className="after:absolute after:inset-0 focus:outline-none">
            {name}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
          {serviceDescription(service, i18n.language)}
        </p>
        <p className="mt-auto pt-2 text-xl font-bold text-blue-800 dark:text-blue-300">
          {servicePriceText(t, service)}
        </p>
      </div>
    </article>
  );
}
