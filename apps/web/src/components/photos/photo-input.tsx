import { Camera } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClasses } from '../ui/button';

interface PhotoInputProps {
  /** The button's words ('Take a photo'). */
  text: string;
  disabled?: boolean;
  /** The chosen file, once; the input is emptied so the same photo may be chosen again. */
  onPick: (file: File) => void;
}

/**
 * One button that opens a phone's rear camera (or the file chooser on a computer): a photo is
 * taken and handed over in one tap.
 */
export function PhotoInput({ text, disabled, onPick }: PhotoInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <label
      htmlFor={id}
      className={buttonClasses('primary', 'md', disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer')}
    >
      <Camera aria-hidden="true" className="size-5" />
      {text}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (input.current) input.current.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}
