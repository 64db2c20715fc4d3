import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ManualOrderForm } from '../components/manual-order-form';
import { Page } from '../../../components/ui/page';

/** /admin/manual-order: an admin makes an order for a customer. */
export default function ManualOrderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.manual.title'));
  return (
    <Page>
      <div>
        <h1 className="text-3xl font-bold">{t('orders.manual.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('orders.manual.intro')}</p>
      </div>
      <ManualOrderForm />
    </Page>
  );
}
