import { Search } from 'lucide-react';
import { useId } from 'react';
import { controlClasses } from './field';

interface SearchFieldProps {
  label: string;
  value: string;
  placeholder: string;
  onChange: (text: string) => void;
  /** A line under the box, which describes it (e.g. "type at least 3 characters"). */
  hint?: string | undefined;
  className?: string;
}

/** A labelled search box with a magnifier, as the lists' toolbars show it. */
export function SearchField({ label, value, placeholder, onChange, hint, className = '' }: SearchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
          className={`${controlClasses} pl-9`}
        />
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}
