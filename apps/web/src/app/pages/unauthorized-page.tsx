import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <MessagePage code="403" title={t('unauthorized.title')} text={t('unauthorized.text')} />;
}
