import { contactStatuses, type ContactStatus } from '@karigar/domain/contact';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { SearchField } from '../../../components/ui/search-field';
import { FiltersDisclosure } from '../../../components/filters-disclosure';

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
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <SearchField
        label={t('contacts.searchLabel')}
        value={searchText}
        placeholder={t('contacts.searchPlaceholder')}
        onChange={onSearchText}
      />
      <FiltersDisclosure active={status === 'all' ? 0 : 1}>
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
      </FiltersDisclosure>
    </div>
  );
}
