import { useId, type ComponentProps, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

export const controlClasses =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-slate-700 dark:disabled:text-slate-300 dark:aria-[invalid=true]:border-red-400';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A labelled text input. On a page the server rendered it is read-only until the app runs the page
 * (`useHydrated`, decision 057): what is typed meanwhile could be lost as the form takes over.
 */
export function TextField({ label, error, hint, className = '', readOnly, ...input }: TextFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClasses} ${className}`}
        readOnly={readOnly === true || !hydrated}
        {...input}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
}

/** A labelled text area, read-only until the app runs the page as `TextField` is. */
export function TextAreaField({ label, error, className = '', rows = 3, readOnly, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${controlClasses} ${className}`}
        readOnly={readOnly === true || !hydrated}
        {...textarea}
      />
    </FieldFrame>
  );
}
