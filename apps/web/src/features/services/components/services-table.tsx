import { formatInr } from '@karigar/domain/money';
import type { Service } from '@karigar/domain/service';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ServiceImage } from '../../../components/ui/service-image';

interface ServicesTableProps {
  services: Service[];
  onDelete: (service: Service) => void;
}

const th = 'px-4 py-3 text-left text-sm font-semibold text-slate-800 dark:text-slate-200';
const td = 'px-4 py-3 align-middle';

/** The admin's services: picture, names, price and the view, edit and delete actions (scrolls sideways on phones). */
export function ServicesTable({ services, onDelete }: ServicesTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="min-w-full divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
        <caption className="sr-only">{t('catalog.admin.tableCaption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={th}>
              {t('catalog.admin.image')}
            </th>
            <th scope="col" className={th}>
              {t('catalog.admin.name')}
            </th>
            <th scope="col" className={th}>
              {t('catalog.admin.nameMr')}
            </th>
            <th scope="col" className={th}>
              {t('catalog.admin.price')}
            </th>
            <th scope="col" className={th}>
              {t('catalog.admin.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {services.map((service) => (
            <tr key={service._id}>
              <td className={td}>
                <ServiceImage
                  image={service.image}
                  alt={service.name}
                  width="64"
                  height="48"
                  className="h-12 w-16 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
                />
              </td>
              <th scope="row" className={`${td} text-left font-medium`}>
                {service.name}
              </th>
              <td className={td} lang="mr">
                {service.nameMr || t('common.notAvailable')}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatInr(service.price)}</td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/admin/services/${service._id}`}
                    aria-label={t('catalog.admin.viewLabel', { name: service.name })}
                    className={buttonClasses('ghost', 'sm')}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    {t('catalog.admin.view')}
                  </Link>
                  <Link
                    to={`/admin/services/edit/${service._id}`}
                    aria-label={t('catalog.admin.editLabel', { name: service.name })}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('catalog.admin.edit')}
                  </Link>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t('catalog.admin.deleteLabel', { name: service.name })}
                    onClick={() => onDelete(service)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('catalog.admin.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
