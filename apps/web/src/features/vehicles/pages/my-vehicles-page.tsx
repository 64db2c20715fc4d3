import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { VehicleList } from '../../../components/vehicles/vehicle-list';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /user/vehicles: the customer's vehicles and fiberglass items, named later in their requests. */
export default function MyVehiclesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.title'));
  return (
    <Page>
      <h1 className="text-3xl font-bold">{t('vehicles.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('vehicles.intro')}</p>
      <Card>
        <VehicleList />
      </Card>
    </Page>
  );
}
