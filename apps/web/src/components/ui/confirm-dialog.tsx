import { ModalForm } from './modal-form';

interface ConfirmDialogProps {
  title: string;
  text: string;
  /** The confirming button's label, and its label while the action runs. */
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure…?": the question, Cancel, and the button that goes ahead. */
export function ConfirmDialog({ text, confirmLabel, onConfirm, ...frame }: ConfirmDialogProps) {
  return (
    <ModalForm submitLabel={confirmLabel} onSubmit={onConfirm} {...frame}>
      <p className="text-slate-800 dark:text-slate-200">{text}</p>
    </ModalForm>
  );
}
