import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface ModalFormProps {
  title: string;
  /** The button that goes ahead, and its label while the action runs. */
  submitLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  /** The button that closes without acting; 'Cancel' unless named. */
  cancelLabel?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of every dialog that asks before it acts: the title, what the dialog says or asks
 * for, then Cancel and the button that submits. Enter submits; the browser's own checks are off,
 * as the dialog checks its fields with the shared schemas.
 */
export function ModalForm({
  title,
  submitLabel,
  busyLabel = submitLabel,
  busy = false,
  danger = false,
  cancelLabel,
  onSubmit,
  onClose,
  children,
}: ModalFormProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} closeLabel={t('common.close')} onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" type="button" onClick={onClose}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
