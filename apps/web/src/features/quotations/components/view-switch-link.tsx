import { LayoutGrid, Table } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The link between the customer's two views of their quotations, keeping search, filter, sort and page. */
export function ViewSwitchLink({ to, search }: { to: 'table' | 'list'; search: string }) {
  const { t } = useTranslation();
  const path = to === 'table' ? '/user/quotations/user' : '/user/quotation-status';
  const Icon = to === 'table' ? Table : LayoutGrid;
  return (
    <Link to={{ pathname: path, search }} className={buttonClasses('secondary', 'sm')}>
      <Icon aria-hidden="true" className="size-4" />
      {to === 'table' ? t('quotations.views.table') : t('quotations.views.list')}
    </Link>
  );
}
