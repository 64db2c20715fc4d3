import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUser } from '../api/get-user';
import { BackToUsersLink } from '../components/back-to-users-link';
import { EditUserForm } from '../components/edit-user-form';
import { Page } from '../../../components/ui/page';

/** /admin/users/:id/edit: an admin changes someone's details, role, picture or password. */
export default function EditUserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser(id);
  useDocumentTitle(t('users.form.editTitle'));
  return (
    <Page narrow>
      <BackToUsersLink />
      <Card>
        <h1 className="mb-6 text-2xl font-bold">{t('users.form.editTitle')}</h1>
        {user.isPending && <LoadingState label={t('users.loadingOne')} />}
        {user.isError && <Alert tone="error">{apiErrorText(t, user.error, t('errors.fetchUsersFailed'))}</Alert>}
        {user.data && <EditUserForm key={user.data._id} user={user.data} />}
      </Card>
    </Page>
  );
}
