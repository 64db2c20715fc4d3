import type { PublicUser } from '@karigar/domain/user';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: PublicUser;
  onClose: () => void;
  onDeleted?: () => void;
}

/** "Delete this account?": on yes the account is deleted and the outcome toasted. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const confirm = () =>
    remove.mutate(user._id, {
      onSuccess: () => {
        notifyOnScreen('success', t('toasts.userDeleted'));
        onDeleted?.();
      },
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('errors.deleteUserFailed'))),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      title={t('users.deleteTitle')}
      text={t('users.deleteConfirm', { name: user.name, email: user.email ?? user.phone ?? t('common.notAvailable') })}
      confirmLabel={t('users.confirmDelete')}
      busyLabel={t('users.deleting')}
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
