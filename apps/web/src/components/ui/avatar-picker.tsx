import { useEffect, useState, type ChangeEvent } from 'react';
import { fallbackOnError } from '../../lib/image-url';
import { TextField } from './field';

interface AvatarPickerProps {
  /** The picture shown until a new one is chosen. */
  src: string;
  alt: string;
  label: string;
  onFile: (file: File | null) => void;
}

/** A round picture with a file field beside it; a chosen image is previewed in its place. */
export function AvatarPicker({ src, alt, label, onFile }: AvatarPickerProps) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    onFile(file);
    setPreview(file ? URL.createObjectURL(file) : null);
  };

  return (
    <div className="flex items-center gap-4">
      <img
        src={preview ?? src}
        onError={fallbackOnError()}
        alt={alt}
        width="96"
        height="96"
        className="size-24 shrink-0 rounded-full border border-slate-200 object-cover dark:border-slate-700"
      />
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          type="file"
          accept="image/*"
          onChange={onChange}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100"
        />
      </div>
    </div>
  );
}
