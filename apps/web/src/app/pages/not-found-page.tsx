import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage code="404" title={t('notFound.title')} text={t('notFound.text')} />;
}
