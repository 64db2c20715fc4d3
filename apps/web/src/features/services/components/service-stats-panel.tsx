import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ServiceImage } from '../../../components/ui/service-image';
import { serviceName } from '../../../lib/service-text';
import { useServiceStats } from '../../../lib/service-stats';

/** The number of services and the five most requested (by quotations plus orders). */
export function ServiceStatsPanel() {
  const { t, i18n } = useTranslation();
  const stats = useServiceStats();
  // Services nobody has asked for yet are not "top" services.
  const top = stats.data?.topServices.filter((service) => service.requests > 0);
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
      <Card aria-labelledby="total-services-heading">
        <h2 id="total-services-heading" className="text-lg font-semibold">
          {t('catalog.admin.totalServices')}
        </h2>
        <p className="mt-4 text-4xl font-bold" data-testid="total-services">
          {stats.isPending ? '…' : (stats.data?.totalServices ?? t('common.notAvailable'))}
        </p>
        {stats.isError && (
          <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t('catalog.admin.statsFailed')}</p>
        )}
      </Card>
      <Card aria-labelledby="top-services-heading">
        <h2 id="top-services-heading" className="text-lg font-semibold">
          {t('catalog.admin.topServices')}
        </h2>
        {top?.length === 0 && (
          <p className="mt-4 text-slate-700 dark:text-slate-300">{t('catalog.admin.noRequests')}</p>
        )}
        {!!top?.length && (
          <ol aria-labelledby="top-services-heading" className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
            {top.map((service) => (
              <li key={service._id} className="flex items-center gap-3 py-2">
                <ServiceImage
                  image={service.image}
                  alt=""
                  width="40"
                  height="30"
                  className="h-8 w-10 rounded object-cover"
                />
                <span className="flex-1 font-medium">{serviceName(service, i18n.language)}</span>
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {t('catalog.admin.requests')}: <strong>{service.requests}</strong>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
