import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackToUsersLink } from '../components/back-to-users-link';
import { NewUserForm } from '../components/new-user-form';
import { Page } from '../../../components/ui/page';

/** /admin/users/new: an admin opens an account for a customer or another admin. */
export default function NewUserPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.form.newTitle'));
  return (
    <Page narrow>
      <BackToUsersLink />
      <Card>
        <h1 className="mb-6 text-2xl font-bold">{t('users.form.newTitle')}</h1>
        <NewUserForm />
      </Card>
    </Page>
  );
}
