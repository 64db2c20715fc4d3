import { contactStatuses, type ContactStatus } from '@karigar/domain/contact';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';

interface ContactsToolbarProps {
  /** What is typed in the search box (the list follows it 500 ms later). */
  searchText: string;
  onSearchText: (text: string) => void;
  status: ContactStatus | 'all';
  onStatus: (status: ContactStatus | 'all') => void;
}

/** Search and the status filter above the inbox. */
export function ContactsToolbar({ searchText, onSearchText, status, onStatus }: ContactsToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <div className="space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('contacts.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={searchText}
            placeholder={t('contacts.searchPlaceholder')}
            onChange={(event) => onSearchText(event.target.value)}
            className={`${controlClasses} pl-9`}
          />
        </div>
      </div>
      <SelectField
        label={t('contacts.statusLabel')}
        value={status}
        onChange={(event) => onStatus(event.target.value as ContactStatus | 'all')}
      >
        <option value="all">{t('contacts.allStatuses')}</option>
        {contactStatuses.map((value) => (
          <option key={value} value={value}>
            {t(`contacts.statuses.${value}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
