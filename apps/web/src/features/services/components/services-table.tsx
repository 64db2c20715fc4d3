import type { Service } from '@karigar/domain/service';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { servicePriceText } from '../../../lib/service-price';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { RowActions } from '../../../components/row-actions';
import { ServiceImage } from '../../../components/ui/service-image';

interface ServicesTableProps {
  services: Service[];
  onDelete: (service: Service) => void;
}

/** The admin's services: picture, names, price and the view, edit and delete actions (a card each on phones). */
export function ServicesTable({ services, onDelete }: ServicesTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<Service>[] = [
    {
      header: t('catalog.admin.image'),
      card: 'none',
      cell: (service) => (
        <ServiceImage
          image={service.image}
          alt={service.name}
          width="64"
          height="48"
          className="h-12 w-16 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
        />
      ),
    },
    {
      header: t('catalog.admin.name'),
      card: 'title',
      rowHeader: true,
      className: 'font-medium',
      cell: (service) => service.name,
    },
    {
      header: t('catalog.admin.nameMr'),
      lang: 'mr',
      cell: (service) => service.nameMr || t('common.notAvailable'),
    },
    {
      header: t('catalog.admin.price'),
      className: 'whitespace-nowrap',
      cell: (service) => servicePriceText(t, service),
    },
    {
      header: t('catalog.admin.actions'),
      card: 'action',
      cell: (service) => (
        <RowActions
          danger={
            <DeleteButton
              text={t('catalog.admin.delete')}
              label={t('catalog.admin.deleteLabel', { name: service.name })}
              onClick={() => onDelete(service)}
            />
          }
        >
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
        </RowActions>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={services}
      rowKey={(service) => service._id}
      columns={columns}
      caption={t('catalog.admin.tableCaption')}
    />
  );
}
