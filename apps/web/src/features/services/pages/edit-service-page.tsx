import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useService } from '../api/get-service';
import { ServiceForm } from '../components/service-form';
import { ServiceLoadState } from '../components/service-load-state';
import { Page } from '../../../components/ui/page';

/** /admin/services/edit/:id: the service's form, filled in; saved, back to the list. */
export default function EditServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const service = useService(id);
  useDocumentTitle(t('catalog.admin.editTitle'));

  if (!service.data)
    return (
      <ServiceLoadState
        error={service.isError ? service.error : null}
        backTo="/admin/services"
        backLabel={t('catalog.admin.backToList')}
      />
    );

  return (
    <Page narrow>
      <Card aria-labelledby="edit-service-heading">
        <h1 id="edit-service-heading" className="mb-6 text-2xl font-bold">
          {t('catalog.admin.editTitle')}
        </h1>
        <ServiceForm key={service.data._id} service={service.data} onSaved={() => void navigate('/admin/services')} />
      </Card>
    </Page>
  );
}
