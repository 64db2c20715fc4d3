import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function BackToUsersLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/users" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('users.backToUsers')}
    </Link>
  );
}
