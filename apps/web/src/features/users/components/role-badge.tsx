import type { Role } from '@karigar/domain/user';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Admin in purple, customer in grey. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <StatusBadge tone={role === 'admin' ? 'purple' : 'grey'} label={t(`profile.roles.${role}`)} />;
}
