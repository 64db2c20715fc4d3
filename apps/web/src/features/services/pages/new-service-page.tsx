import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ServiceForm } from '../components/service-form';
import { Page } from '../../../components/ui/page';

/** /admin/services/new: a new service; saved, it is listed with the others. */
export default function NewServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('catalog.admin.addService'));
  return (
    <Page narrow>
      <Card aria-labelledby="new-service-heading">
        <h1 id="new-service-heading" className="mb-6 text-2xl font-bold">
          {t('catalog.admin.addService')}
        </h1>
        <ServiceForm onSaved={() => void navigate('/admin/services')} />
      </Card>
    </Page>
  );
}
