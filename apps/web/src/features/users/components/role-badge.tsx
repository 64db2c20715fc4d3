import type { Role } from '@karigar/domain/user';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

const roleTones: Record<Role, StatusTone> = { admin: 'purple', staff: 'blue', user: 'grey' };

/** Admin in purple, staff in blue, customer in grey. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <StatusBadge tone={roleTones[role]} label={t(`profile.roles.${role}`)} />;
}
