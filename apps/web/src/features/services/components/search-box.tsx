import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/ui/field';
import { useHydrated } from '../../../lib/use-hydrated';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The services' search field (the list searches on the server once typing pauses). */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div role="search" className="max-w-md">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('catalog.searchLabel')}
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={!hydrated}
          placeholder={t('catalog.searchPlaceholder')}
          autoComplete="off"
          className={`${controlClasses} pl-9`}
        />
      </div>
    </div>
  );
}
