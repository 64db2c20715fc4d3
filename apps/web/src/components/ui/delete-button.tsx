import { Trash2 } from 'lucide-react';
import { Button } from './button';

interface DeleteButtonProps {
  /** The visible word ('Delete'). */
  text: string;
  /** The accessible name naming what goes (it contains the visible word). */
  label: string;
  onClick: () => void;
}

/** A list row's small red Delete with its bin icon. */
export function DeleteButton({ text, label, onClick }: DeleteButtonProps) {
  return (
    <Button variant="danger" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" className="size-4" />
      {text}
    </Button>
  );
}
