import type { ContactStatus } from '@karigar/domain/contact';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

const tones: Record<ContactStatus, StatusTone> = { new: 'blue', read: 'grey', replied: 'green', closed: 'purple' };

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={tones[status]} label={t(`contacts.statuses.${status}`)} />;
}
